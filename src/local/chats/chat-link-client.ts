/**
 * The specialist's calls about a patient's chat link. Online only, by nature: the link is made on
 * the server (only its hash is kept there) and the address is shown once.
 */
import {
  type ChatLinkRequest,
  type ChatLinkState,
  chatLinkPath,
  type IssuedChatLink,
} from '#core/chats/chat-link-api';
import { api } from '../http.ts';

export function issueChatLink(patientId: string, request: ChatLinkRequest): Promise<IssuedChatLink> {
  return api.post<IssuedChatLink>(chatLinkPath(patientId), request);
}

export function readChatLinkState(patientId: string): Promise<ChatLinkState> {
  return api.get<ChatLinkState>(chatLinkPath(patientId), undefined, { skipErrorReport: true });
}

export function revokeChatLink(patientId: string): Promise<unknown> {
  return api.del<unknown>(chatLinkPath(patientId), {});
}
