/**
 * The patient's side of a chat, through their link: plain requests with the token in the X-Chat-Link
 * header (the page stays light: no local database, no office HTTP client, no sign-in). A message keeps
 * its client id across retries, so a retry after a lost answer never writes it twice.
 */
import {
  CHAT_LINK_HEADER,
  PATIENT_CHAT_PATH,
  type PatientChatMessage,
  type PatientConversation,
  patientChatFilePath,
} from '#core/chats/chat-link-api';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { ONBOARDING_MESSAGES } from '#core/onboarding/messages';

export type ConversationAnswer =
  | { status: 'ok'; conversation: PatientConversation }
  | { status: 'unavailable' }
  | { status: 'unreachable' };

const headers = (token: string) => ({ [CHAT_LINK_HEADER]: token, 'content-type': 'application/json' });

export async function fetchPatientConversation(token: string): Promise<ConversationAnswer> {
  try {
    const response = await fetch(PATIENT_CHAT_PATH, { headers: headers(token), cache: 'no-store' });
    if (response.status === 404) return { status: 'unavailable' };
    if (!response.ok) return { status: 'unreachable' };
    const body = (await response.json()) as { data: PatientConversation };
    return { status: 'ok', conversation: body.data };
  } catch {
    return { status: 'unreachable' };
  }
}

/** Sends the patient's message; the refusal's message id, or undefined once stored. */
export async function sendPatientMessage(
  token: string,
  message: { id: string; text: string },
): Promise<string | undefined> {
  try {
    const response = await fetch(`${PATIENT_CHAT_PATH}/messages`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify(message),
    });
    if (response.ok) return undefined;
    if (response.status === 404) return CHAT_MESSAGES.linkUnavailable.id;
    if (response.status === 400) return CHAT_MESSAGES.textRequired.id;
    return ERROR_MESSAGES.networkFailed.id;
  } catch {
    return ERROR_MESSAGES.networkFailed.id;
  }
}

/**
 * Sends a document as the patient's message of its own (the id kept across retries, as a text's);
 * the refusal's message id, or undefined once stored. The page checked the file's type and size.
 */
export async function sendPatientAttachment(
  token: string,
  message: { id: string; file: File },
): Promise<string | undefined> {
  const form = new FormData();
  form.append('id', message.id);
  form.append('file', message.file, message.file.name);
  try {
    const response = await fetch(`${PATIENT_CHAT_PATH}/attachments`, {
      method: 'POST',
      headers: { [CHAT_LINK_HEADER]: token },
      body: form,
    });
    if (response.ok) return undefined;
    if (response.status === 404) return CHAT_MESSAGES.linkUnavailable.id;
    if (response.status === 413) return ONBOARDING_MESSAGES.documentSize.id;
    if (response.status === 400) return ONBOARDING_MESSAGES.documentType.id;
    if (response.status === 429) return ERROR_MESSAGES.tooManyRequests.id;
    return ERROR_MESSAGES.networkFailed.id;
  } catch {
    return ERROR_MESSAGES.networkFailed.id;
  }
}

/** A document of the conversation (the link's header cannot ride on a plain link), if it can be had. */
export async function fetchPatientFile(token: string, fileId: string): Promise<Blob | undefined> {
  try {
    const response = await fetch(patientChatFilePath(fileId), { headers: { [CHAT_LINK_HEADER]: token } });
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/** Tells the server the patient read the specialist's messages sent up to `upTo`. */
export async function markPatientRead(token: string, upTo: string): Promise<void> {
  await fetch(`${PATIENT_CHAT_PATH}/read`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ upTo }),
  }).catch(() => undefined);
}

/** The specialist's photo as an object URL for an <img> (which cannot send the link's header), if any. */
export async function fetchSpecialistPhoto(token: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${PATIENT_CHAT_PATH}/photo`, { headers: { [CHAT_LINK_HEADER]: token } });
    if (!response.ok) return undefined;
    return URL.createObjectURL(await response.blob());
  } catch {
    return undefined;
  }
}

export type { PatientChatMessage };
