/**
 * What a live session's room says about the other side (issue 13) — the spec's states "waiting for
 * patient", "patient connected" and "patient disconnected", with the two in between a real network
 * needs: connecting (the browsers are finding their path) and reconnecting (the path broke and an ICE
 * restart is under way, or our own socket is down). Pure, from what the room knows at one moment.
 */

export type CallPhase = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** The other side in the room: never seen yet, in it now, or gone (its socket closed, or it hung up). */
export type RemotePresence = 'never' | 'present' | 'left';

/** RTCPeerConnection's connectionState, as a plain string (no DOM types in core). */
export type PeerConnectionState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export type CallFacts = {
  remote: RemotePresence;
  connection: PeerConnectionState | undefined;
  /** Our own socket is up and in the room: signals can get through. */
  isSignalling: boolean;
  /** The two browsers were connected at least once in this call. */
  wasConnected: boolean;
};

export function callPhase({ remote, connection, isSignalling, wasConnected }: CallFacts): CallPhase {
  if (remote === 'never') return 'waiting';
  if (remote === 'left') return 'disconnected';
  // Media can flow while the socket is down: the call is fine until the path itself breaks.
  if (connection === 'connected') return 'connected';
  if (!isSignalling || wasConnected) return 'reconnecting';
  return connection === 'failed' ? 'reconnecting' : 'connecting';
}
