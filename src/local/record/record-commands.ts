/**
 * The clinical record's writes (issue 38), through the one outbox: a new entry is a draft created
 * at once (what is typed next is queued as it is typed, each pause merging into one update while it
 * waits), signing is its own step, a draft may be deleted, a signed note only takes addenda.
 */
import { RECORD_ADDENDUM_ENTITY, RECORD_ENTRY_ENTITY } from '#core/record/record-entity';
import type { RecordEntryFields } from '#core/record/record-entry-schema';
import type { RecordKind } from '#core/record/record-lists';
import { TEMPLATES_OF_KIND } from '#core/record/record-lists';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { queueCreate, queueDelete, queueUpdate } from '../sync/queue-writes.ts';

/** A new entry's fields: the kind's first template, empty, a draft, dated `writtenOn`. */
export function newRecordEntryFields(
  patientId: string,
  kind: RecordKind,
  writtenOn: string,
  sessionId: string | null = null,
): RecordEntryFields {
  const template = TEMPLATES_OF_KIND[kind][0] ?? 'free';
  return {
    patientId,
    sessionId,
    kind,
    template,
    writtenOn,
    sections: {},
    plan: kind === 'plan' ? { problems: [], goals: [], reviewedOn: null } : null,
    status: 'draft',
    signedAt: null,
  };
}

export async function createRecordEntry(
  fields: RecordEntryFields,
  db: MindofficeDb = getDb(),
  id: string = crypto.randomUUID(),
): Promise<string> {
  await queueCreate(RECORD_ENTRY_ENTITY, id, RECORD_ENTRY_ENTITY.normalize(fields), db);
  return id;
}

/** Queues what changed of a draft (nothing when nothing did). */
export function saveRecordEntry(
  id: string,
  changes: Partial<RecordEntryFields>,
  db: MindofficeDb = getDb(),
): Promise<OutboxEntry | undefined> {
  return queueUpdate(RECORD_ENTRY_ENTITY, id, changes, db);
}

/** Signs the note: from now on it is locked, here at once and on the server when the step arrives. */
export function signRecordEntry(id: string, db: MindofficeDb = getDb()): Promise<OutboxEntry | undefined> {
  return queueUpdate(RECORD_ENTRY_ENTITY, id, { status: 'signed' }, db);
}

export function deleteRecordDraft(id: string, db: MindofficeDb = getDb()): Promise<OutboxEntry | undefined> {
  return queueDelete(RECORD_ENTRY_ENTITY, id, db);
}

export async function addRecordAddendum(
  fields: { entryId: string; patientId: string; text: string; authorName: string },
  db: MindofficeDb = getDb(),
): Promise<string> {
  const id = crypto.randomUUID();
  await queueCreate(RECORD_ADDENDUM_ENTITY, id, { ...fields, writtenAt: new Date().toISOString() }, db);
  return id;
}
