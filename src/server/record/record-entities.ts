/**
 * The clinical record on the server (#core/record, issue 38): an entry is about one of the owner's
 * live individual patients (a company has no clinical record) and, when linked, one of the owner's
 * sessions of that patient; an addendum adds to one of the owner's signed notes. The signing lock is
 * the shared rules' (record-entry-rules.ts) and, below them, the table's trigger; every write leaves a
 * line in the access log, which names the entry, never its text.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { RecordAddendumFields } from '#core/record/record-addendum-schema';
import { RECORD_ADDENDUM_ENTITY, RECORD_ENTRY_ENTITY } from '#core/record/record-entity';
import type { RecordEntryFields } from '#core/record/record-entry-schema';
import { RECORD_MESSAGES as M } from '#core/record/record-messages';
import { recordWrites } from '../access-log/record-access.ts';
import { recordAddenda, recordEntries, sessions } from '../db/schema.ts';
import { patientEntity } from '../patients/patient-entity.ts';
import { defineServerEntity, type EntityReference, type ServerEntity } from '../sync/entity-definition.ts';

export type RecordEntryRecord = typeof recordEntries.$inferSelect;
export type RecordAddendumRecord = typeof recordAddenda.$inferSelect;

/** A row of the record is about one of the owner's live individual patients (a company keeps none). */
export function recordPatientReference<TFields extends { patientId: string }>(): EntityReference<TFields> {
  return {
    field: 'patientId',
    target: () => patientEntity,
    accepts: (patient) => patient.type === 'individual',
    message: M.patientNotIndividual,
    absent: 'not-found',
  };
}

export const recordEntryEntity: ServerEntity = defineServerEntity<RecordEntryFields, RecordEntryRecord>({
  synced: RECORD_ENTRY_ENTITY,
  table: recordEntries,
  notFound: M.notFound,
  references: [recordPatientReference<RecordEntryFields>()],
  afterWrite: recordWrites<RecordEntryFields>('record', (_id, fields) => fields.patientId),
  // Nothing of what was written stays: the tombstone keeps its kind and day, which name no one.
  erasure: {
    rowsOf: (patientId) => eq(recordEntries.patientId, patientId),
    blank: { sections: {}, plan: null, sessionId: null },
  },
  async complete(tx, write) {
    const { sessionId, patientId } = write.fields;
    if (sessionId === null || sessionId === write.existing?.sessionId)
      return { ok: true, fields: write.fields };
    // The session must be one of the owner's live sessions of the same patient.
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.ownerId, write.ownerId),
          eq(sessions.patientId, patientId),
          isNull(sessions.deletedAt),
        ),
      );
    if (session) return { ok: true, fields: write.fields };
    return { ok: false, errors: { sessionId: write.i18n._(M.sessionInvalid) } };
  },
});

export const recordAddendumEntity: ServerEntity = defineServerEntity<
  RecordAddendumFields,
  RecordAddendumRecord
>({
  synced: RECORD_ADDENDUM_ENTITY,
  table: recordAddenda,
  notFound: M.notFound,
  references: [
    {
      field: 'entryId',
      target: () => recordEntryEntity,
      accepts: (entry) => entry.status === 'signed',
      message: M.addendumOnlySigned,
      absent: 'not-found',
    },
  ],
  afterWrite: recordWrites<RecordAddendumFields>('record', (_id, fields) => fields.patientId),
  erasure: {
    rowsOf: (patientId) => eq(recordAddenda.patientId, patientId),
    blank: { text: '', authorName: '' },
  },
  async complete(tx, write) {
    // The addendum's patient is its note's: a line of one patient's record never shows in another's.
    const [entry] = await tx
      .select({ patientId: recordEntries.patientId })
      .from(recordEntries)
      .where(eq(recordEntries.id, write.fields.entryId));
    if (entry?.patientId === write.fields.patientId) return { ok: true, fields: write.fields };
    return { ok: false, errors: { patientId: write.i18n._(M.invalid) } };
  },
});
