/**
 * A chat message between a specialist and one patient (a company patient's conversation is with its
 * contact): plain text, never markup, with who sent it, when it was written and when the other party
 * read it. The conversation is the patient: messages are listed by (patientId, sentAt). Instants are
 * canonical ISO strings (session-schema.ts), so they sort as plain strings in IndexedDB.
 */
import * as v from 'valibot';
import { instantRule } from '../sessions/session-schema.ts';
import type { SyncedRow } from '../sync/types.ts';
import { withoutUnsafeCharacters } from '../validation/plain-text.ts';
import { uuidRule } from '../validation/rules.ts';
import { CHAT_MESSAGES as M } from './chat-messages.ts';

/** A long message still reads as one; a document belongs in an attachment. */
export const CHAT_TEXT_MAX_CHARS = 4000;

export const CHAT_SENDERS = ['specialist', 'patient'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export type ChatMessageFields = {
  patientId: string;
  sender: ChatSender;
  /** Plain text as typed, line breaks kept, trimmed; rendered as text, never as HTML. */
  text: string;
  /** When it was written: the writer's clock, offline too, so what was written offline keeps its place. */
  sentAt: string;
  /** When the other party first read it; set once, never cleared. */
  readAt: string | null;
};

export type ChatMessageRow = SyncedRow & ChatMessageFields;

/** The text as stored: unsafe characters removed, surrounding blank space trimmed, length capped. */
export const chatTextRule = v.pipe(
  v.string(M.textRequired.id),
  v.transform((text) => withoutUnsafeCharacters(text).trim()),
  v.minLength(1, M.textRequired.id),
  v.maxLength(CHAT_TEXT_MAX_CHARS, M.textTooLong.id),
);

export const chatMessageFieldEntries = {
  patientId: uuidRule(M.patientRequired),
  sender: v.picklist(CHAT_SENDERS, M.senderInvalid.id),
  text: chatTextRule,
  sentAt: instantRule(M.sentAtInvalid),
  readAt: v.nullable(instantRule(M.readAtInvalid)),
};
