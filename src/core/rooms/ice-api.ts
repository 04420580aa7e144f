/**
 * How a live session's browsers find a path to each other (issue 13): the ICE servers they hand to
 * `RTCPeerConnection`. STUN tells a browser its public address; TURN relays the media when both sit
 * behind strict NATs. TURN needs credentials, and ours are short-lived (the scheme of coturn's REST
 * API: a username holding its own expiry, signed with a secret the TURN server shares), so a copy
 * seen in a browser's memory is worth nothing a few hours later.
 */

/** `GET`, signed in as the specialist. The patient's page asks `PATIENT_CHAT_PATH/ice-servers`. */
export const ICE_SERVERS_PATH = '/api/rooms/ice-servers';

/** The fields of the browser's RTCIceServer this configuration uses. */
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

export type IceConfiguration = {
  iceServers: IceServer[];
  /** When the TURN credentials in it stop working; null when it has none (STUN only). */
  expiresAt: string | null;
};
