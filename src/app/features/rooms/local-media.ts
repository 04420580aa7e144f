/**
 * Getting the camera and the microphone for a live session (issue 13), and telling why not: a
 * permission the user (or the browser) refused, no such device, or a device another application
 * holds. Each kind is asked for on its own when the pair fails, so a denied camera still leaves the
 * microphone, and a call can go on audio-only or with neither (chat-only).
 */
export type MediaKind = 'audio' | 'video';
export type DeviceProblem = 'denied' | 'missing' | 'busy';

export type Acquired = { track?: MediaStreamTrack | undefined; problem?: DeviceProblem | undefined };

/** 720p is what the media policy's "high" level sends; the browser gives less if the camera has less. */
const VIDEO_SIZE = { width: { ideal: 1280 }, height: { ideal: 720 } };

function constraintsOf(kind: MediaKind, deviceId: string | undefined): MediaStreamConstraints {
  const device = deviceId ? { deviceId: { exact: deviceId } } : {};
  return kind === 'audio'
    ? { audio: { ...device, echoCancellation: true, noiseSuppression: true } }
    : { video: { ...device, ...VIDEO_SIZE } };
}

export function problemOf(error: unknown): DeviceProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'busy';
}

export async function acquire(kind: MediaKind, deviceId?: string): Promise<Acquired> {
  if (!navigator.mediaDevices?.getUserMedia) return { problem: 'missing' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(constraintsOf(kind, deviceId));
    return { track: stream.getTracks()[0] };
  } catch (error) {
    return { problem: problemOf(error) };
  }
}

/** Both kinds in one prompt when that works; else each on its own, to know which one failed and why. */
export async function acquireBoth(wantsVideo: boolean): Promise<Record<MediaKind, Acquired>> {
  if (!wantsVideo) return { audio: await acquire('audio'), video: {} };
  if (navigator.mediaDevices?.getUserMedia) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        ...constraintsOf('audio', undefined),
        ...constraintsOf('video', undefined),
      });
      return {
        audio: { track: stream.getAudioTracks()[0] },
        video: { track: stream.getVideoTracks()[0] },
      };
    } catch {
      // One of them failed: ask for each alone below.
    }
  }
  const audio = await acquire('audio');
  const video = await acquire('video');
  return { audio, video };
}

export async function listDevices(kind: MediaKind): Promise<MediaDeviceInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  const wanted = kind === 'audio' ? 'audioinput' : 'videoinput';
  return devices.filter((device) => device.kind === wanted && device.deviceId !== '');
}
