/**
 * The patient's chat link: a capability, not an account (patients are not users). The specialist
 * creates it for one patient (sent by e-mail in the language they pick, or copied); whoever holds the
 * link reads and writes that one conversation and nothing else, until it expires or is revoked. The
 * token travels in the page's address and, on API calls, in a header — never in an API path, so it is
 * not written to request logs.
 */
import * as v from 'valibot';
import { LANGUAGE_CODES } from '../languages.ts';
import type { SessionMode, SessionStatus } from '../sessions/session-lists.ts';
import { syncedIdSchema } from '../sync/entity.ts';
import { type ChatAttachment, chatTextOnlyRule } from './chat-message-schema.ts';

/** Thirty days: long enough for a course of weekly sessions, short enough that a lost link dies. */
export const CHAT_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const CHAT_LINK_HEADER = 'X-Chat-Link';
/** The page the link opens (the spec's "chat by patient"). */
export const chatPatientPage = (token: string) => `/chat-patient/${token}`;

/** `POST|GET|DELETE` — the specialist's side, one patient's link. */
export const chatLinkPath = (patientId: string) => `/api/patients/${patientId}/chat-link`;
/**
 * The patient's side (X-Chat-Link): `GET` the conversation, `POST /messages`, `POST /read`, `GET
 * /photo`, `POST /attachments` (multipart: the new message's `id`, then the `file`: a document sent
 * as a message of its own) and `GET /files/:fileId` (a document of this conversation).
 */
export const PATIENT_CHAT_PATH = '/api/patient-chat';
export const patientChatFilePath = (fileId: string) => `${PATIENT_CHAT_PATH}/files/${fileId}`;

export const chatLinkRequestSchema = v.strictObject({
  delivery: v.picklist(['email', 'copy']),
  /** The e-mail's language, chosen by the specialist (a patient has no account to hold one). */
  language: v.picklist(LANGUAGE_CODES),
});
export type ChatLinkRequest = v.InferOutput<typeof chatLinkRequestSchema>;

/**
 * What the specialist gets: the address to give the patient (shown once; the server finds it by its hash
 * and keeps it sealed only to repeat it in the patient's session e-mails).
 */
export type IssuedChatLink = { url: string; expiresAt: string; emailed: boolean };
export type ChatLinkState = { active: boolean; createdAt: string | null; expiresAt: string | null };

export const patientMessageSchema = v.strictObject({ id: syncedIdSchema, text: chatTextOnlyRule });
export const patientReadSchema = v.strictObject({
  /** Every message of the specialist sent up to this instant is read. */
  upTo: v.pipe(v.string(), v.isoTimestamp()),
});

/** A message as the patient sees it: nothing of the office's metadata. */
export type PatientChatMessage = {
  id: string;
  sender: 'specialist' | 'patient';
  text: string;
  /** `ready`: its bytes are on the server (a specialist's document may still be on its way). */
  attachments: (ChatAttachment & { ready: boolean })[];
  sentAt: string;
  readAt: string | null;
};

/** A session as the patient's page shows it: when, how, and whether it took place (no money, no notes). */
export type PatientSessionView = {
  id: string;
  startsAt: string;
  durationMinutes: number;
  mode: SessionMode;
  status: SessionStatus;
  /** The actual start and end (a chat-mode session marks them in the conversation). */
  startedAt: string | null;
  completedAt: string | null;
};

export type PatientConversation = {
  specialist: { name: string };
  patientName: string;
  /** The session under way or the next one to come, if any: the page offers Join from its opening. */
  nextSession: PatientSessionView | null;
  /** Chat-mode sessions that started within this page of messages: their start and end are marked in it. */
  chatSessions: PatientSessionView[];
  /** Oldest first; the newest page unless `before` asked for older ones. */
  messages: PatientChatMessage[];
  hasOlder: boolean;
};

export const PATIENT_CHAT_PAGE_SIZE = 50;
