/**
 * The one entry point for writes: validates the args, applies the change locally and queues its call.
 * Invariant: the local change and its outbox entry are written in ONE IndexedDB transaction, or neither.
 * An update the queue's last entry can take in (same row, not yet taken by a replay, the definition's
 * `mergeQueued`) joins that entry instead of queueing another: its place in the order is the same.
 */
import * as v from 'valibot';
import { type AnyMutation, findMutation, isQuietTable } from '#core/sync/registry';
import { rowKeyOf } from '#core/sync/row-key';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { readSession } from '../token-store.ts';
import { syncedTable, toStored } from './local-rows.ts';
import { announceQueued } from './outbox-events.ts';

/** The args broke the mutation's schema: nothing was written. `issues` carry message ids. */
export class MutationRejectedError extends Error {
  override readonly name = 'MutationRejectedError';
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super('mutation args are invalid');
    this.fieldErrors = fieldErrors;
  }
}

export type MutateOptions = { db?: MindofficeDb; now?: number };

export type Write = { name: string; args: unknown };

export async function mutate(
  name: string,
  rawArgs: unknown,
  options: MutateOptions = {},
): Promise<OutboxEntry> {
  const [entry] = await mutateTogether([{ name, args: rawArgs }], options);
  if (!entry) throw new Error('no entry queued');
  return entry;
}

/**
 * Several writes as one (a message and its documents' uploads): every args checked first, then all
 * applied and queued, in order, in ONE IndexedDB transaction — a crash leaves all of them or none.
 */
export async function mutateTogether(
  writes: readonly Write[],
  options: MutateOptions = {},
): Promise<OutboxEntry[]> {
  if (writes.length === 0) return [];
  const checked = writes.map(({ name, args: rawArgs }) => {
    const definition = findMutation(name);
    if (!definition) throw new Error(`unknown mutation: ${name}`);
    const parsed = v.safeParse(definition.args, rawArgs);
    if (!parsed.success) throw new MutationRejectedError(issueMessages(parsed.issues));
    return { name, definition, args: parsed.output };
  });
  const db = options.db ?? getDb();
  const session = await readSession(db);
  if (!session) throw new Error('not signed in: nothing can be queued');
  const now = options.now ?? Date.now();
  const planned = checked.map(({ name, definition, args }) => {
    const rowId = definition.rowId(args);
    const entry: OutboxEntry = {
      id: crypto.randomUUID(),
      name,
      args,
      call: definition.toCall(args),
      rowKey: rowKeyOf(definition.table, rowId),
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      state: 'pending',
      lastError: null,
      ...(isQuietTable(definition.table) ? { quiet: true as const } : {}),
    };
    return { definition, args, rowId, entry, rows: syncedTable(db, definition.table) };
  });
  const tables = [...new Set(planned.map((write) => write.rows.table)), db.outbox];
  await db.transaction('rw', tables, async () => {
    for (const { definition, args, rowId, entry, rows } of planned) {
      const current = await rows.get(rowId);
      const next = definition.apply(current, args, {
        ownerId: session.userId,
        now: new Date(now).toISOString(),
      });
      if (next) await rows.bulkPut([toStored(definition.table, next)]);
      else if (current) await rows.bulkDelete([rowId]);
      const merged = await mergeIntoLast(db, definition, entry);
      if (merged) {
        Object.assign(entry, merged);
        continue;
      }
      const seq = await db.outbox.add(entry);
      if (seq !== undefined) entry.seq = seq;
    }
  });
  for (const { entry } of planned) announceQueued(entry);
  return planned.map((write) => write.entry);
}

/**
 * The queue's last entry with `entry`'s change merged in, stored; undefined when it cannot take it.
 * Only the last entry, so no change ever moves ahead of another entry; only one no replay has taken
 * (`sentAt`) and never tried, so what a request carried is never changed after it left.
 */
async function mergeIntoLast(
  db: MindofficeDb,
  definition: AnyMutation,
  entry: OutboxEntry,
): Promise<OutboxEntry | undefined> {
  if (!definition.mergeQueued) return undefined;
  const last = await db.outbox.orderBy('seq').last();
  if (!last || last.name !== entry.name || last.rowKey !== entry.rowKey) return undefined;
  if (last.state !== 'pending' || last.attempts > 0 || last.sentAt !== undefined) return undefined;
  const args = definition.mergeQueued(last.args, entry.args);
  if (!args) return undefined;
  const merged: OutboxEntry = { ...last, args, call: definition.toCall(args) };
  await db.outbox.put(merged);
  return merged;
}

function issueMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= issue.message;
  }
  return errors;
}
