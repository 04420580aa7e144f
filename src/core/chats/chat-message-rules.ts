/**
 * What a write through the specialist's sync may do to a chat message: create the specialist's own
 * message, and mark a patient's message as read — nothing else. A sent message is a record of what
 * was said: its text, documents, sender, patient and time never change, and a read time, once set, stays.
 * The patient's side writes through its link (src/server/chats), never through these writes.
 */
import type { SettleContext, Settlement } from '../sync/entity.ts';
import type { ChatMessageFields } from './chat-message-schema.ts';
import { CHAT_MESSAGES as M } from './chat-messages.ts';

const FIXED_FIELDS = ['patientId', 'sender', 'text', 'sentAt'] as const;

const sameAttachments = (a: ChatMessageFields['attachments'], b: ChatMessageFields['attachments']) =>
  JSON.stringify(a) === JSON.stringify(b);

export function settleChatMessage(
  existing: ChatMessageFields | undefined,
  proposed: ChatMessageFields,
  _context: SettleContext,
): Settlement<ChatMessageFields> {
  if (!existing) {
    if (proposed.sender !== 'specialist') return refuse('sender', M.senderInvalid);
    // The specialist's message is read by the patient only; a create cannot claim it was.
    return { ok: true, fields: { ...proposed, readAt: null } };
  }
  const changed = FIXED_FIELDS.find((field) => proposed[field] !== existing[field]);
  if (changed) return refuse(changed, M.unchangeable);
  if (!sameAttachments(proposed.attachments, existing.attachments))
    return refuse('attachments', M.unchangeable);
  if (existing.readAt !== null) return { ok: true, fields: existing };
  if (proposed.readAt !== null && existing.sender === 'specialist')
    return refuse('readAt', M.readByPatientOnly);
  return { ok: true, fields: proposed };
}

function refuse(
  field: keyof ChatMessageFields,
  message: (typeof M)[keyof typeof M],
): Settlement<ChatMessageFields> {
  return { ok: false, error: { field, message } };
}
