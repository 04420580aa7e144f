/**
 * The camera and microphone of a live session's page: asked for once on the pre-join screen, kept
 * through the call, switched or turned off from its controls, and stopped when the page goes. The
 * stream object stays the same; its tracks change (another device, the camera off and on), and the
 * call follows the tracks (`audio`, `video`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Acquired,
  acquire,
  acquireBoth,
  type DeviceProblem,
  listDevices,
  type MediaKind,
} from './local-media.ts';

export type LocalMedia = {
  stream: MediaStream;
  audio: MediaStreamTrack | undefined;
  video: MediaStreamTrack | undefined;
  problems: Partial<Record<MediaKind, DeviceProblem>>;
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  isReady: boolean;
  isMicOn: boolean;
  setMicOn(on: boolean): void;
  /** Off stops the camera (its light goes out); on asks for it again. */
  setCameraOn(on: boolean): Promise<void>;
  choose(kind: MediaKind, deviceId: string): Promise<void>;
  stop(): void;
};

export function useLocalMedia(wantsVideo: boolean): LocalMedia {
  const [stream] = useState(() => new MediaStream());
  const [tracks, setTracks] = useState<Partial<Record<MediaKind, MediaStreamTrack>>>({});
  const [problems, setProblems] = useState<Partial<Record<MediaKind, DeviceProblem>>>({});
  const [devices, setDevices] = useState<Record<MediaKind, MediaDeviceInfo[]>>({ audio: [], video: [] });
  const [isReady, setReady] = useState(false);
  const [isMicOn, setMicState] = useState(true);
  const isMicOnRef = useRef(true);
  /** The device last used for each kind: the camera turned back on is the one chosen before. */
  const chosen = useRef<Partial<Record<MediaKind, string | undefined>>>({});

  const put = useCallback(
    (kind: MediaKind, acquired: Acquired) => {
      for (const old of kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()) {
        old.stop();
        stream.removeTrack(old);
      }
      if (acquired.track) {
        chosen.current[kind] = acquired.track.getSettings().deviceId;
        if (kind === 'audio') acquired.track.enabled = isMicOnRef.current;
        stream.addTrack(acquired.track);
      }
      setTracks((current) => ({ ...current, [kind]: acquired.track }));
      setProblems((current) => ({ ...current, [kind]: acquired.problem }));
    },
    [stream],
  );

  const refreshDevices = useCallback(async () => {
    const [audio, video] = await Promise.all([listDevices('audio'), listDevices('video')]);
    setDevices({ audio, video });
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void acquireBoth(wantsVideo).then(async (acquired) => {
      if (!isCurrent) {
        acquired.audio.track?.stop();
        acquired.video.track?.stop();
        return;
      }
      put('audio', acquired.audio);
      if (wantsVideo) put('video', acquired.video);
      await refreshDevices();
      setReady(true);
    });
    navigator.mediaDevices?.addEventListener?.('devicechange', refreshDevices);
    return () => {
      isCurrent = false;
      navigator.mediaDevices?.removeEventListener?.('devicechange', refreshDevices);
      for (const track of stream.getTracks()) track.stop();
    };
  }, [wantsVideo, put, refreshDevices, stream]);

  return {
    stream,
    audio: tracks.audio,
    video: tracks.video,
    problems,
    microphones: devices.audio,
    cameras: devices.video,
    isReady,
    isMicOn,
    setMicOn(on) {
      isMicOnRef.current = on;
      setMicState(on);
      for (const track of stream.getAudioTracks()) track.enabled = on;
    },
    async setCameraOn(on) {
      if (!on) return put('video', {});
      put('video', await acquire('video', chosen.current.video));
      await refreshDevices();
    },
    async choose(kind, deviceId) {
      put(kind, await acquire(kind, deviceId));
    },
    stop() {
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
