// A refused change of a clinical note (issue 38): the server refuses an edit of a note another device
// signed meanwhile. Nothing typed is lost: the refused words are shown, and can be kept as an addendum
// of the signed note (with the author and the time) instead of being overwritten or dropped.
import type { OutboxEntry } from '#core/sync/types';
import type { MindofficeDb } from '#local/db';
import { rowIdOf } from './rejected-entry.ts';

export type RejectedRecord = {
  entryId: string;
  /** The note's patient, when the note is still on this device. */
  patientId: string | undefined;
  /** Whether the note is signed here now (so an addendum is what the words can become). */
  isSigned: boolean;
  /** The words the refused change held, section after section; '' when it held none. */
  text: string;
};

export const isRecordEntry = (entry: OutboxEntry) => entry.name.startsWith('recordEntry.');

export async function rejectedRecord(entry: OutboxEntry, db: MindofficeDb): Promise<RejectedRecord> {
  const entryId = rowIdOf(entry);
  const note = await db.recordEntries.get(entryId);
  const changes = (entry.name === 'recordEntry.create' ? entry.args : entry.args.changes) as
    | { sections?: Record<string, string> }
    | undefined;
  const text = Object.values(changes?.sections ?? {})
    .filter((section) => section.trim() !== '')
    .join('\n\n');
  return {
    entryId,
    patientId: note?.patientId,
    isSigned: note?.status === 'signed' && note.deletedAt === null,
    text,
  };
}
