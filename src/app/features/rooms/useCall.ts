/**
 * A call's life in a React page: started when the user joins (with ICE servers fetched then, their
 * TURN credentials fresh), following the local tracks as they change, its snapshot as state, and
 * hung up when the page goes. Marks the two moments the room's benchmark reads (User Timing):
 * "room:both-in" when the other side is first seen, and (in CallView) "room:first-remote-frame".
 */
import { useEffect, useRef, useState } from 'react';
import type { RoomRole } from '#core/rooms/room-signals';
import type { RoomChannel } from '#local/rooms/room-channel';
import { type CallSnapshot, type PeerCall, startPeerCall } from './peer-call.ts';
import type { LocalMedia } from './useLocalMedia.ts';

type Options = {
  channel: RoomChannel;
  role: RoomRole;
  sessionId: string | undefined;
  /** The session's mode: a video session carries video as well as audio. */
  isVideo: boolean;
  media: LocalMedia;
  fetchIceServers(): Promise<RTCIceServer[]>;
};

export type CallControl = {
  snapshot: CallSnapshot | undefined;
  isStarting: boolean;
  start(): Promise<void>;
  hangUp(): void;
};

export function useCall({ channel, role, sessionId, isVideo, media, fetchIceServers }: Options): CallControl {
  const call = useRef<PeerCall>(undefined);
  const [snapshot, setSnapshot] = useState<CallSnapshot>();
  const [isStarting, setStarting] = useState(false);
  const isBothInMarked = useRef(false);

  useEffect(() => () => call.current?.hangUp(), []);
  useEffect(() => {
    void call.current?.replaceTrack('audio', media.audio ?? null);
  }, [media.audio]);
  useEffect(() => {
    void call.current?.replaceTrack('video', media.video ?? null);
  }, [media.video]);

  return {
    snapshot,
    isStarting,
    async start() {
      if (call.current) return;
      setStarting(true);
      const iceServers = await fetchIceServers();
      setStarting(false);
      isBothInMarked.current = false;
      call.current = startPeerCall({
        channel,
        role,
        sessionId,
        iceServers,
        stream: media.stream,
        kinds: isVideo ? ['audio', 'video'] : ['audio'],
        onChange(next) {
          if (next.phase !== 'waiting' && !isBothInMarked.current) {
            isBothInMarked.current = true;
            performance.mark('room:both-in');
          }
          setSnapshot(next);
        },
      });
      setSnapshot(call.current.snapshot());
    },
    hangUp() {
      call.current?.hangUp();
      call.current = undefined;
      setSnapshot(undefined);
    },
  };
}
