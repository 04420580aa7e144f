/**
 * The three writes of every synced entity (`POST <path>`, `PUT` and `DELETE <path>/:id`) as sync
 * commands, run by the entity's routes (src/server/routes/entity-routes.ts) and by the batch endpoint
 * alike. Every write is scoped to its owner: another specialist's row answers 404, exactly like one
 * that does not exist; a reference to another owner's row is refused like an invalid field.
 * Order of checks: the body's schema, then the row (404), then the shared rules (`settle`) and the
 * whole fields' schema, the references and the server's own rules (`complete`); nothing is written
 * unless all pass.
 */
import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { syncedIdSchema } from '#core/sync/entity';
import { mergeFields } from '#core/sync/merge';
import { type Checked, checkBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import {
  type FieldErrors,
  invalidAnswer,
  issueErrors,
  notFoundAnswer,
  rowAnswer,
  type WorkAnswer,
} from './answers.ts';
import type { AnyEntityRules, SyncedRecord } from './entity-definition.ts';
import { findOwnLiveRecord, findRecord, insertRecord, toWire, writeRecord } from './entity-store.ts';
import type { OwnerTx } from './owner-transaction.ts';
import type { CallContext, PreparedCall, SyncCommand } from './sync-command.ts';

type Fields = Record<string, unknown>;

type Accepted = { ok: true; value: Fields } | { ok: false; answer: WorkAnswer };

const emptyBody = v.strictObject({});

export function entityCommands(entity: AnyEntityRules): {
  create: SyncCommand;
  update: SyncCommand;
  delete: SyncCommand;
} {
  const { synced } = entity;

  const create: SyncCommand = {
    prepare(context, _params, body) {
      const input = checkBody(context.i18n, synced.createArgs, body);
      if (!input.ok) return refused(context.i18n, input.errors);
      const { id, ...raw } = input.value;
      const proposed = synced.normalize(raw);
      return {
        ok: true,
        async work(owner) {
          const fields = await acceptedFields(owner, context, id, undefined, proposed);
          if (!fields.ok) return fields.answer;
          const inserted = await insertRecord(entity, owner, context.ownerId, id, fields.value);
          if (inserted) {
            await afterWrite(owner, context, 'create', undefined, inserted);
            return changedAnswer(201, inserted);
          }
          return replayedCreate(context, await findRecord(entity, owner.tx, id));
        },
      };
    },
  };

  /** The entity's own consequences of a write, in the same transaction (a notification, a log line). */
  async function afterWrite(
    owner: OwnerTx,
    context: CallContext,
    kind: 'create' | 'update' | 'delete',
    existing: Fields | undefined,
    record: SyncedRecord,
  ) {
    if (!entity.afterWrite) return;
    await entity.afterWrite(owner.tx, {
      kind,
      id: record.id,
      ownerId: context.ownerId,
      deviceId: context.deviceId,
      existing,
      fields: entity.fieldsOf(record),
      now: new Date(),
    });
  }

  /** A row written: its answer, and who besides the owner must be told (the entity's `alsoPoke`). */
  function changedAnswer(status: 200 | 201, record: SyncedRecord): WorkAnswer {
    const answer = rowAnswer(status, toWire(entity, record), true);
    return entity.alsoPoke ? { ...answer, alsoPoke: entity.alsoPoke(entity.fieldsOf(record)) } : answer;
  }

  /** The same create arriving again under another key (e.g. after the key expired): the same row. */
  function replayedCreate(context: CallContext, existing: SyncedRecord | undefined): WorkAnswer {
    if (!existing || existing.ownerId !== context.ownerId)
      return notFoundAnswer(context.i18n, entity.notFound);
    return rowAnswer(200, toWire(entity, existing), false);
  }

  const update: SyncCommand = {
    prepare: (context, params, body) =>
      prepareRowWrite(
        context,
        params,
        checkBody(context.i18n, synced.updateBody, body),
        async (owner, existing, input) => {
          const stored = entity.fieldsOf(existing);
          const merged = mergeFields<Fields & { deletedAt: null }>(
            { ...stored, deletedAt: null },
            input.changes,
          );
          const { deletedAt: _deleted, ...unnormalized } = merged;
          const fields = await acceptedFields(
            owner,
            context,
            existing.id,
            stored,
            synced.normalize(unnormalized),
          );
          if (!fields.ok) return fields.answer;
          const written = await writeRecord(entity, owner, existing.id, fields.value);
          await afterWrite(owner, context, 'update', stored, written);
          return changedAnswer(200, written);
        },
      ),
  };

  const remove: SyncCommand = {
    prepare: (context, params, body) =>
      prepareRowWrite(
        context,
        params,
        checkBody(context.i18n, emptyBody, body === undefined ? {} : body),
        async (owner, existing) => {
          const stored = entity.fieldsOf(existing);
          const issue = synced.deleteIssue(stored);
          if (issue) {
            const errors = { [issue.field]: context.i18n._(issue.message) };
            return { ...invalidAnswer(context.i18n, errors), changed: false };
          }
          const written = await writeRecord(entity, owner, existing.id, { deletedAt: new Date() });
          // The fields it had: what the entity's consequences (a log line's patient) read.
          await afterWrite(owner, context, 'delete', stored, { ...existing, ...written });
          return changedAnswer(200, written);
        },
      ),
  };

  /**
   * A write to one of the owner's rows (`:id`): refused input answers 400 before anything runs;
   * another owner's or an unknown id answers 404; a deleted row answers its tombstone unchanged,
   * because a delete wins over any later write.
   */
  function prepareRowWrite<T>(
    context: CallContext,
    params: Readonly<Record<string, string>>,
    input: Checked<T>,
    write: (owner: OwnerTx, existing: SyncedRecord, value: T) => Promise<WorkAnswer>,
  ): PreparedCall {
    if (!input.ok) return refused(context.i18n, input.errors);
    const id = params.id ?? '';
    return {
      ok: true,
      async work(owner) {
        const existing = v.is(syncedIdSchema, id) ? await findRecord(entity, owner.tx, id) : undefined;
        if (!existing || existing.ownerId !== context.ownerId)
          return notFoundAnswer(context.i18n, entity.notFound);
        if (existing.deletedAt) return rowAnswer(200, toWire(entity, existing), false);
        return write(owner, existing, input.value);
      },
    };
  }

  /**
   * The shared rules (`synced.settle`, e.g. the status machine) and the whole fields' schema, then the
   * references, then the rules only the server applies.
   */
  async function acceptedFields(
    owner: OwnerTx,
    context: CallContext,
    id: string,
    existing: Fields | undefined,
    proposed: Fields,
  ): Promise<Accepted> {
    const invalid = (errors: FieldErrors): Accepted => ({
      ok: false,
      answer: { ...invalidAnswer(context.i18n, errors), changed: false },
    });
    const settled = synced.settle(existing, proposed, { id, now: new Date().toISOString() });
    if (!settled.ok) return invalid({ [settled.error.field]: context.i18n._(settled.error.message) });
    const checked = v.safeParse(synced.fieldsSchema, settled.fields);
    if (!checked.success) return invalid(issueErrors(context.i18n, checked.issues));
    const refusal = await refusedReference(owner, context, existing, checked.output);
    if (refusal) return { ok: false, answer: refusal };
    if (!entity.complete) return { ok: true, value: checked.output };
    const write = { id, ownerId: context.ownerId, existing, fields: checked.output, i18n: context.i18n };
    const completed = await entity.complete(owner.tx, write);
    return completed.ok ? { ok: true, value: completed.fields } : invalid(completed.errors);
  }

  /**
   * The first reference set or changed by the write that is not one of the owner's live rows of its
   * entity (or not what the reference accepts): 404 when the reference says so (the row is the write's
   * subject, like a session's patient), else 400 on the field. A reference the row already held is not
   * checked again: a session whose package was deleted since can still be cancelled or annotated.
   */
  async function refusedReference(
    owner: OwnerTx,
    context: CallContext,
    existing: Fields | undefined,
    fields: Fields,
  ): Promise<WorkAnswer | undefined> {
    for (const reference of entity.references) {
      const targetId = fields[reference.field];
      if (targetId === null || targetId === undefined) continue;
      if (existing && existing[reference.field] === targetId) continue;
      const target = reference.target();
      const record =
        typeof targetId === 'string'
          ? await findOwnLiveRecord(target, owner.tx, context.ownerId, targetId)
          : undefined;
      if (!record && reference.absent === 'not-found') return notFoundAnswer(context.i18n, target.notFound);
      if (record && (reference.accepts?.(target.fieldsOf(record)) ?? true)) continue;
      const errors = { [reference.field]: translate(context.i18n, reference.message) };
      return { ...invalidAnswer(context.i18n, errors), changed: false };
    }
    return undefined;
  }

  return { create, update, delete: remove };
}

function refused(i18n: I18n, errors: FieldErrors): PreparedCall {
  return { ok: false, answer: invalidAnswer(i18n, errors) };
}
