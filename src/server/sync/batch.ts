/**
 * `POST /api/sync/batch`: queued calls applied strictly in order, each exactly as if it had come alone
 * (the route's own sync command: same validation, owner scoping and Idempotency-Key storage with its
 * own answer), stopping at the first call whose answer is not 2xx. What makes a batch cheaper than
 * its calls sent one by one: one request (one auth), one owner transaction (one lock, one commit, one
 * poke), and the keys read and stored in one statement each — a call costs only its own work.
 * Invariants: an error thrown by a call rolls the whole batch back (the batch answers 500 and nothing
 * of it is stored, so the client's retry is safe); versions are drawn in call order under the lock.
 */
import { type BatchableName, type BatchCall, findBatchRoute, isSuccessStatus } from '#core/sync/batch';
import { mismatchAnswer } from './answers.ts';
import type { ServerEntity } from './entity-definition.ts';
import { type AnswerStore, answerOnce, prefetchedKeyStore, type StoredAnswer } from './idempotency.ts';
import { type ChangeDeps, withoutLanguage } from './idempotent-route.ts';
import { type OwnerTx, withOwnerTransaction } from './owner-transaction.ts';
import { notifyInTransaction, pokeAfterCommit } from './poke.ts';
import type { CallContext, SyncCommand } from './sync-command.ts';

/** Every batchable call (#core/sync/batch) and the command its route runs. */
export type BatchCommands = ReadonlyMap<BatchableName, SyncCommand>;

/** The batchable writes of the given entities (the server's, src/server/synced-entities.ts). */
export function batchCommands(entities: readonly ServerEntity[]): BatchCommands {
  return new Map(
    entities.flatMap(({ synced, commands }) =>
      synced.writes.map((write) => [synced.mutations[write].name, commands[write]] as const),
    ),
  );
}

export type ResolvedCall = { call: BatchCall; command: SyncCommand; params: Record<string, string> };

/** Each call's command and path parameters; undefined when a call is not batchable. */
export function resolveBatch(
  commands: BatchCommands,
  calls: readonly BatchCall[],
): ResolvedCall[] | undefined {
  const resolved: ResolvedCall[] = [];
  for (const call of calls) {
    const route = findBatchRoute(call.method, call.path);
    const command = route && commands.get(route.name);
    if (!route || !command) return undefined;
    resolved.push({ call, command, params: decodeParams(route.params) });
  }
  return resolved;
}

/** The answers of the calls that ran, in order; the last one is the first non-2xx, if any. */
export async function applyBatch(
  deps: ChangeDeps,
  context: CallContext,
  calls: readonly ResolvedCall[],
): Promise<StoredAnswer[]> {
  const results: StoredAnswer[] = [];
  let changed = false;
  const addresses = [context.ownerId];
  await withOwnerTransaction(deps.db, context.ownerId, async (owner) => {
    const keys = await prefetchedKeyStore(
      owner,
      context.ownerId,
      calls.map(({ call }) => call.idempotencyKey),
    );
    for (const resolved of calls) {
      const ran = await runCall(keys, owner, context, resolved);
      results.push(ran.answer);
      changed ||= ran.changed;
      addresses.push(...ran.alsoPoke);
      if (!isSuccessStatus(ran.answer.status)) break;
    }
    await keys.flush();
    if (changed) await notifyInTransaction(deps, owner.tx, addresses);
  });
  if (changed) pokeAfterCommit(deps, addresses);
  return results;
}

/** One call, as `answerCommand` + `answerIdempotently` would run it alone, inside the batch's transaction. */
async function runCall(
  keys: AnswerStore,
  owner: OwnerTx,
  context: CallContext,
  { call, command, params }: ResolvedCall,
): Promise<{ answer: StoredAnswer; changed: boolean; alsoPoke: readonly string[] }> {
  const prepared = command.prepare(context, params, call.body);
  if (!prepared.ok) return { answer: prepared.answer, changed: false, alsoPoke: [] };
  let changed = false;
  let alsoPoke: readonly string[] = [];
  const request = {
    ownerId: context.ownerId,
    key: call.idempotencyKey,
    method: call.method,
    path: call.path,
    body: withoutLanguage(call.body),
  };
  const outcome = await answerOnce(keys, owner, request, async (tx) => {
    const work = await prepared.work(tx);
    changed = work.changed;
    alsoPoke = work.alsoPoke ?? [];
    return { status: work.status, body: work.body };
  });
  if (outcome.isMismatch) return { answer: mismatchAnswer(context.i18n), changed: false, alsoPoke: [] };
  return { answer: { status: outcome.status, body: outcome.body }, changed, alsoPoke };
}

/** As Hono decodes route parameters: percent-decoded when valid, kept as sent otherwise. */
function decodeParams(params: Record<string, string>): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    try {
      decoded[name] = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      decoded[name] = value;
    }
  }
  return decoded;
}
