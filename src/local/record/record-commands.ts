/**
 * The clinical record's writes (issue 38), through the one outbox: a new entry is a draft created
 * at once (what is typed next is queued as it is typed, each pause merging into one update while it
 * waits), signing is its own step, a draft may be deleted, a signed note only takes addenda.
 */

import * as v from 'valibot';
import { RECORD_ADDENDUM_ENTITY, RECORD_ENTRY_ENTITY } from '#core/record/record-entity';
import type { RecordEntryFields } from '#core/record/record-entry-schema';
import { recordEntryFieldEntries } from '#core/record/record-entry-schema';
import type { RecordKind } from '#core/record/record-lists';
import { TEMPLATES_OF_KIND } from '#core/record/record-lists';
import { RECORD_MESSAGES } from '#core/record/record-messages';
import { pickFields } from '#core/sync/entity';
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

/** The editable fields of a draft, as typed (each checked against its own rule before it is queued). */
export type RecordDraft = Partial<Pick<RecordEntryFields, 'writtenOn' | 'template' | 'sections' | 'plan'>>;

/**
 * Saves a draft as typed: each field that passes its own rule, and the whole entry's rules, is queued;
 * a field that does not is reported (message ids by field) and left as stored — the page keeps the
 * typing (#local/typed-input). A signed note takes nothing.
 */
export async function saveRecordDraft(
  id: string,
  draft: RecordDraft,
  db: MindofficeDb = getDb(),
): Promise<{ errors: Record<string, string> }> {
  const current = await db.recordEntries.get(id);
  if (!current || current.deletedAt !== null || current.status !== 'draft') {
    return { errors: { status: RECORD_MESSAGES.signedLocked.id } };
  }
  const valid: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(draft)) {
    const rule = recordEntryFieldEntries[field as keyof typeof recordEntryFieldEntries];
    const parsed = v.safeParse(rule, value);
    if (parsed.success) valid[field] = parsed.output;
    else errors[field] = parsed.issues[0]?.message ?? RECORD_MESSAGES.invalid.id;
  }
  const next = RECORD_ENTRY_ENTITY.normalize({
    ...pickFields<RecordEntryFields>(current, RECORD_ENTRY_ENTITY.fieldNames),
    ...valid,
  });
  const whole = v.safeParse(RECORD_ENTRY_ENTITY.fieldsSchema, next);
  if (!whole.success) {
    for (const issue of whole.issues)
      errors[v.getDotPath(issue)?.split('.')[0] ?? 'sections'] ??= issue.message;
    return { errors };
  }
  await queueUpdate(
    RECORD_ENTRY_ENTITY,
    id,
    pickFields<Partial<RecordEntryFields>>(next, Object.keys(valid)),
    db,
  );
  return { errors };
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
