/**
 * Signing (issue 38): a note is a draft until signed; signing stamps `signedAt`, and a signed note is
 * locked — its content never changes again and it cannot go back to draft (later words are addenda).
 * Run by the server before it stores a write and by the local apply, so a draft edited offline while
 * another device signed it is refused when it arrives (a visible conflict), never stored over the
 * signed text.
 */
import type { Settlement } from '../sync/entity.ts';
import type { RecordEntryFields } from './record-entry-schema.ts';
import { RECORD_MESSAGES as M } from './record-messages.ts';

/** The fields a signature covers: everything but the signing itself. */
const SIGNED_CONTENT = [
  'patientId',
  'sessionId',
  'kind',
  'template',
  'writtenOn',
  'sections',
  'plan',
] as const;

/** Equal as stored JSON: section maps and plans are plain data, and keys come in one order. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

export function settleRecordEntry(
  existing: RecordEntryFields | undefined,
  proposed: RecordEntryFields,
  context: { now: string },
): Settlement<RecordEntryFields> {
  if (existing?.status === 'signed') {
    if (proposed.status !== 'signed')
      return { ok: false, error: { field: 'status', message: M.signedLocked } };
    const changed = SIGNED_CONTENT.find((field) => !sameValue(existing[field], proposed[field]));
    if (changed) return { ok: false, error: { field: changed, message: M.signedLocked } };
    return { ok: true, fields: { ...proposed, signedAt: existing.signedAt } };
  }
  // A draft (or a create): signed now if it is being signed, never stamped by the client.
  return {
    ok: true,
    fields: { ...proposed, signedAt: proposed.status === 'signed' ? context.now : null },
  };
}

/** Why the entry may not be deleted, or undefined: a signed note stays in the record. */
export function recordEntryDeleteIssue(fields: RecordEntryFields) {
  return fields.status === 'signed' ? { field: 'status' as const, message: M.signedNotDeletable } : undefined;
}
