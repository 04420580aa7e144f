/**
 * One side of a live session's one-to-one call (issue 13): the platform's RTCPeerConnection with the
 * "perfect negotiation" pattern over the room's signalling channel, the media policy applied to what
 * we send, and the facts the room shows (#core/rooms/call-phase, call-quality).
 *
 * - Roles: the patient is the polite peer (it yields when both offer at once), the specialist the
 *   impolite one. Either side may offer at any time (its tracks, a camera turned on later, an ICE
 *   restart); a collision resolves itself.
 * - Peers: this call draws a random `peer` id. A new peer id from the other side means it started
 *   over (a reload, another tab): the connection is rebuilt. The same id coming back (its socket
 *   reconnected) keeps the connection, and an ICE restart mends the path if it broke.
 * - A dropped path: after ICE_RESTART_AFTER_MS "disconnected", or at once when "failed", the impolite
 *   side restarts ICE; the room says "reconnecting" meanwhile. Signals sent while our socket is down
 *   are lost, so on joining again an unanswered offer is sent again and a broken path restarted.
 * - Nothing is recorded and no media passes through our server: the signalling carries only the
 *   session descriptions and candidates.
 */
import { type CallPhase, callPhase, type RemotePresence } from '#core/rooms/call-phase';
import { type CallQuality, callQuality } from '#core/rooms/call-quality';
import {
  AUDIO_MAX_BITRATE_BPS,
  appendSample,
  initialMediaState,
  type MediaLevel,
  type MediaState,
  nextMediaState,
  SEND_PARAMETERS,
  STATS_INTERVAL_MS,
  type StatsSample,
} from '#core/rooms/media-policy';
import type { IceCandidateMessage, RoomRole, RoomSignal, ServerRoomMessage } from '#core/rooms/room-signals';
import type { RoomChannel, RoomChannelEvent } from '#local/rooms/room-channel';
import { readCallStats } from './call-stats.ts';

/** Chromium says "disconnected" after ~5 s without answers and may recover alone; past this, restart. */
const ICE_RESTART_AFTER_MS = 4000;

export type CallSnapshot = {
  phase: CallPhase;
  /** The server let us in: the room is open and ours. */
  isInRoom: boolean;
  /** The server refused the room (not open now, or not ours). */
  isRefused: boolean;
  /** Another tab of the same side joined and took the call over. */
  isTakenOver: boolean;
  remoteStream: MediaStream | undefined;
  /** What the policy lets us send now. */
  level: MediaLevel;
  quality: CallQuality;
  framesDecoded: number;
  audioBytesReceived: number;
  /** When the two browsers first connected in this call (ISO): the session's actual start. */
  connectedAt: string | undefined;
};

export type PeerCallOptions = {
  channel: RoomChannel;
  role: RoomRole;
  /** The specialist's session; a patient's link has one open room and names none. */
  sessionId: string | undefined;
  iceServers: RTCIceServer[];
  /** The local tracks to send (audio, video, both or neither). */
  stream: MediaStream;
  /** What the session carries: audio, and video for a video session. */
  kinds: readonly MediaKind[];
  onChange(snapshot: CallSnapshot): void;
};

type MediaKind = 'audio' | 'video';

export type PeerCall = {
  snapshot(): CallSnapshot;
  /** Sends `track` as our `kind` from now on (another device, the camera back on), or nothing (null). */
  replaceTrack(kind: MediaKind, track: MediaStreamTrack | null): Promise<void>;
  /** Leaves the room and closes the connection; the local tracks are the caller's to stop. */
  hangUp(): void;
};

export function startPeerCall(options: PeerCallOptions): PeerCall {
  const { channel, role } = options;
  const peer = crypto.randomUUID();
  const isPolite = role === 'patient';
  const senders = new Map<MediaKind, RTCRtpSender>();
  const tracks = new Map<MediaKind, MediaStreamTrack | null>(
    options.stream.getTracks().map((track) => [track.kind as MediaKind, track]),
  );

  let pc: RTCPeerConnection | undefined;
  let remotePeer: string | undefined;
  let remote: RemotePresence = 'never';
  let isInRoom = false;
  /** Signals may have been lost since the last time we were in the room (our socket went down). */
  let isResumeNeeded = false;
  let isRefused = false;
  let isTakenOver = false;
  let isEnded = false;
  let wasConnected = false;
  let makingOffer = false;
  let ignoreOffer = false;
  let remoteStream: MediaStream | undefined;
  let history: StatsSample[] = [];
  let media: MediaState = initialMediaState(tracks.get('video') ? 'high' : 'audio', performance.now());
  let quality: CallQuality = 'unknown';
  let framesDecoded = 0;
  let audioBytesReceived = 0;
  let connectedAt: string | undefined;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Signals are handled one after the other: a candidate must wait for its description. */
  let signalQueue: Promise<void> = Promise.resolve();

  const snapshot = (): CallSnapshot => ({
    phase: callPhase({
      remote,
      connection: pc?.connectionState,
      isSignalling: isInRoom && channel.isOpen(),
      wasConnected,
    }),
    isInRoom,
    isRefused,
    isTakenOver,
    remoteStream,
    level: media.level,
    quality,
    framesDecoded,
    audioBytesReceived,
    connectedAt,
  });
  const changed = () => {
    if (!isEnded) options.onChange(snapshot());
  };

  const signal = (content: Pick<RoomSignal, 'description' | 'candidate'>) => {
    if (isInRoom) channel.send({ type: 'room.signal', peer, ...content });
  };
  const join = () => channel.send({ type: 'room.join', sessionId: options.sessionId, peer });

  function createConnection(): RTCPeerConnection {
    const connection = new RTCPeerConnection({ iceServers: options.iceServers });
    senders.clear();
    for (const [kind, track] of tracks) {
      if (track) senders.set(kind, connection.addTrack(track, options.stream));
    }
    // The side that offers asks to receive what it does not send: without a camera or a microphone
    // of its own, its offer would otherwise have nothing in it and the call would never start.
    if (!isPolite) {
      for (const kind of options.kinds) {
        if (!senders.has(kind)) connection.addTransceiver(kind, { direction: 'recvonly' });
      }
    }
    connection.addEventListener('negotiationneeded', async () => {
      try {
        makingOffer = true;
        await connection.setLocalDescription();
        if (connection.localDescription) signal({ description: descriptionOf(connection.localDescription) });
      } catch (error) {
        console.warn('room: could not make an offer', error);
      } finally {
        makingOffer = false;
      }
    });
    connection.addEventListener('icecandidate', ({ candidate }) => {
      signal({ candidate: candidate ? candidateOf(candidate) : null });
    });
    connection.addEventListener('track', ({ track, streams }) => {
      const stream = streams[0] ?? remoteStream ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      remoteStream = stream;
      changed();
    });
    connection.addEventListener('connectionstatechange', () => {
      if (connection !== pc) return;
      if (connection.connectionState === 'connected') {
        clearTimeout(restartTimer);
        restartTimer = undefined;
        if (!wasConnected) void limitAudio(connection);
        wasConnected = true;
        connectedAt ??= new Date().toISOString();
      } else if (connection.connectionState === 'failed') restartIce();
      else if (connection.connectionState === 'disconnected') scheduleRestart();
      changed();
    });
    return connection;
  }

  function resetConnection(isOpened: boolean) {
    pc?.close();
    remoteStream = undefined;
    wasConnected = false;
    makingOffer = false;
    ignoreOffer = false;
    history = [];
    pc = isOpened ? createConnection() : undefined;
  }

  function restartIce() {
    if (!pc || isPolite) return;
    clearTimeout(restartTimer);
    restartTimer = undefined;
    pc.restartIce();
  }

  function scheduleRestart() {
    if (restartTimer !== undefined) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      const state = pc?.connectionState;
      if (state === 'disconnected' || state === 'failed') restartIce();
    }, ICE_RESTART_AFTER_MS);
  }

  /**
   * After a gap in the signalling (our socket came back, or theirs): an offer nobody answered goes
   * again, and a path that is not up is restarted. Never during an unbroken negotiation: a second copy
   * of an offer or a restart in the middle of one would cross the answers.
   */
  function resumeNegotiation() {
    if (!pc || remote !== 'present') return;
    if (pc.signalingState === 'have-local-offer' && pc.localDescription)
      signal({ description: descriptionOf(pc.localDescription) });
    else if (pc.signalingState === 'stable' && pc.connectionState !== 'connected') restartIce();
  }

  /**
   * The other side is `from`: a new peer id is a new call on their side, so ours starts again too.
   * The impolite side opens its connection at once and offers; the polite one waits for that offer
   * (`bySignal`) rather than offer too: two offers crossing make the polite side roll its own back,
   * and Chromium then sometimes never gathers the candidates of its answer.
   */
  function meet(from: string, bySignal: boolean): boolean {
    const isOpened = !isPolite || bySignal;
    if (from === remotePeer) {
      if (!pc && isOpened) pc = createConnection();
      return false;
    }
    remotePeer = from;
    remote = 'present';
    resetConnection(isOpened);
    return true;
  }

  async function onSignal(message: RoomSignal) {
    meet(message.peer, true);
    const connection = pc;
    if (!connection) return;
    if (message.description) {
      const description = message.description;
      const isCollision =
        description.type === 'offer' && (makingOffer || connection.signalingState !== 'stable');
      ignoreOffer = !isPolite && isCollision;
      if (ignoreOffer) return;
      await connection.setRemoteDescription(description);
      if (description.type === 'offer') {
        await connection.setLocalDescription();
        if (connection.localDescription) signal({ description: descriptionOf(connection.localDescription) });
      }
    } else if (message.candidate !== undefined) {
      try {
        await connection.addIceCandidate(message.candidate ? candidateInit(message.candidate) : undefined);
      } catch (error) {
        // A candidate of an offer we ignored has no place here; any other failure is worth knowing.
        if (!ignoreOffer) console.warn('room: a candidate was refused', error);
      }
    }
  }

  function onRoomMessage(message: ServerRoomMessage) {
    switch (message.type) {
      case 'room.joined':
        isInRoom = true;
        isRefused = false;
        if (isResumeNeeded) {
          isResumeNeeded = false;
          resumeNegotiation();
        }
        break;
      case 'room.refused':
        isInRoom = false;
        isRefused = true;
        break;
      case 'room.peer':
        if (message.role === role) {
          // Another tab of ours joined: it has the call now.
          if (message.present && message.peer !== peer) {
            isTakenOver = true;
            end();
          }
        } else if (message.present) {
          const wasGone = remote === 'left';
          const isNew = meet(message.peer, false);
          remote = 'present';
          // A newcomer learns we are here (our own arrival went out before it joined); the same peer
          // back from a gap may have missed our signals.
          if (isNew) join();
          else if (wasGone) resumeNegotiation();
        } else if (message.peer === remotePeer) remote = 'left';
        break;
      case 'room.signal':
        if (message.role !== role) {
          signalQueue = signalQueue
            .then(() => onSignal(message))
            .catch((error: unknown) => console.warn('room: a signal failed', error))
            .then(changed);
        }
        return;
    }
    changed();
  }

  function onChannel(event: RoomChannelEvent) {
    if (event.kind === 'open') join();
    else if (event.kind === 'closed') {
      isInRoom = false;
      isResumeNeeded = true;
    } else return onRoomMessage(event.message);
    changed();
  }

  async function sampleStats() {
    const connection = pc;
    if (connection?.connectionState !== 'connected') return;
    const reading = readCallStats(await connection.getStats(), performance.now());
    if (connection !== pc) return;
    history = appendSample(history, reading.sample);
    const next = nextMediaState(history, media);
    if (next.level !== media.level) await applyLevel(next.level);
    media = next;
    quality = callQuality(reading.sample);
    framesDecoded = reading.framesDecoded;
    audioBytesReceived = reading.audioBytesReceived;
    changed();
  }

  async function applyLevel(level: MediaLevel) {
    const sender = senders.get('video');
    if (!sender) return;
    const limits = SEND_PARAMETERS[level];
    const parameters = sender.getParameters();
    const [encoding] = parameters.encodings ?? [];
    if (!encoding) return;
    encoding.active = limits.hasVideo;
    if (limits.hasVideo) {
      encoding.maxBitrate = limits.maxVideoBitrateBps;
      encoding.scaleResolutionDownBy = limits.scaleResolutionDownBy;
      encoding.maxFramerate = limits.maxFramerate;
    }
    await sender.setParameters(parameters).catch((error: unknown) => console.warn('room: level', error));
  }

  /** Speech needs little: capped once the call is up, it leaves the rest of a weak link to video. */
  async function limitAudio(connection: RTCPeerConnection) {
    const sender = senders.get('audio');
    if (!sender || connection !== pc) return;
    const parameters = sender.getParameters();
    const [encoding] = parameters.encodings ?? [];
    if (!encoding) return;
    encoding.maxBitrate = AUDIO_MAX_BITRATE_BPS;
    await sender.setParameters(parameters).catch(() => undefined);
    await applyLevel(media.level);
  }

  const stopListening = channel.listen(onChannel);
  const statsTimer = setInterval(() => void sampleStats(), STATS_INTERVAL_MS);
  if (channel.isOpen()) join();

  function end() {
    if (isEnded) return;
    isEnded = true;
    stopListening();
    clearInterval(statsTimer);
    clearTimeout(restartTimer);
    pc?.close();
    options.onChange(snapshot());
  }

  return {
    snapshot,
    async replaceTrack(kind, track) {
      tracks.set(kind, track);
      const sender = senders.get(kind);
      if (sender) await sender.replaceTrack(track);
      // A kind we never sent (joined without a camera): a new sender, and a negotiation for it.
      else if (track && pc) senders.set(kind, pc.addTrack(track, options.stream));
      if (kind === 'video' && track && media.level === 'audio' && !sender) {
        media = initialMediaState('high', performance.now());
      }
      changed();
    },
    hangUp() {
      if (isInRoom) channel.send({ type: 'room.leave', peer });
      end();
    },
  };
}

const descriptionOf = (description: RTCSessionDescription) => ({
  type: description.type,
  sdp: description.sdp,
});

const candidateOf = (candidate: RTCIceCandidate) => ({
  candidate: candidate.candidate,
  sdpMid: candidate.sdpMid,
  sdpMLineIndex: candidate.sdpMLineIndex,
  usernameFragment: candidate.usernameFragment,
});

const candidateInit = (candidate: IceCandidateMessage): RTCIceCandidateInit => ({
  candidate: candidate.candidate,
  sdpMid: candidate.sdpMid ?? null,
  sdpMLineIndex: candidate.sdpMLineIndex ?? null,
  ...(candidate.usernameFragment ? { usernameFragment: candidate.usernameFragment } : {}),
});
