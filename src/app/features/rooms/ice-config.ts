/**
 * The ICE servers a call hands its RTCPeerConnection (#core/rooms/ice-api): fetched when joining,
 * never cached (the TURN credentials in them expire). Without an answer — offline, a server that
 * refuses — the call still tries with no servers at all: two browsers on one network connect by
 * their host candidates.
 */
import { CHAT_LINK_HEADER, PATIENT_CHAT_PATH } from '#core/chats/chat-link-api';
import { ICE_SERVERS_PATH, type IceConfiguration } from '#core/rooms/ice-api';
import { api } from '#local/http';

export async function fetchOfficeIceServers(): Promise<RTCIceServer[]> {
  try {
    const configuration = await api.get<IceConfiguration>(ICE_SERVERS_PATH, undefined, {
      skipErrorReport: true,
    });
    return configuration.iceServers;
  } catch {
    return [];
  }
}

export async function fetchPatientIceServers(token: string): Promise<RTCIceServer[]> {
  try {
    const response = await fetch(`${PATIENT_CHAT_PATH}/ice-servers`, {
      headers: { [CHAT_LINK_HEADER]: token },
      cache: 'no-store',
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { data: IceConfiguration };
    return body.data.iceServers;
  } catch {
    return [];
  }
}
