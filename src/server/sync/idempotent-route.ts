/**
 * Glue between a Hono route and runIdempotent: builds the request fingerprint, answers a stored
 * response verbatim, a mismatched repeat with 422, and pokes the owner after a committed change.
 * Invariant: a replayed answer never pokes (nothing changed) and never runs the work again.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER, LANGUAGE_PARAM } from '#core/api';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import type { Logger } from '../log.ts';
import { mismatchAnswer, type WorkAnswer } from './answers.ts';
import { runIdempotent, type StoredAnswer } from './idempotency.ts';
import type { OwnerTx } from './owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from './poke.ts';
import type { SyncCommand } from './sync-command.ts';

export type ChangeDeps = PokeDeps & { db: Db; log: Logger };

/** A call whose write was answered: whose, from which device, under which key. */
export type RefusedCall = {
  ownerId: string;
  deviceId: string | null;
  idempotencyKey: string | undefined;
  /** The write's path (`/api/patients/<id>`). */
  path: string;
};

/**
 * What the routes do with every answer of a write, after it is sent to the database: the domains
 * decide (src/server/notifications/refusals.ts tells the device of a write refused for good).
 */
export type AnswerHook = (call: RefusedCall, answer: StoredAnswer) => Promise<void>;

/** What a write's route needs: the engine's dependencies and the hook its answers go through. */
export type RouteDeps = ChangeDeps & { onAnswer: AnswerHook };

/** Runs a sync command as its own route: validation first, then the idempotent work. */
export async function answerCommand(
  c: Context<AppEnv>,
  deps: RouteDeps,
  command: SyncCommand,
  params: Readonly<Record<string, string>> = {},
): Promise<Response> {
  const context = { ownerId: c.var.user.id, i18n: c.var.i18n, deviceId: deviceIdOf(c) };
  const prepared = command.prepare(context, params, c.var.jsonBody);
  if (!prepared.ok) {
    await deps.onAnswer(refusedCall(c), prepared.answer);
    return reply(c, prepared.answer);
  }
  return answerIdempotently(c, deps, prepared.work);
}

/** The call as a refusal notification names it: whose, from which device, under which key. */
function refusedCall(c: Context<AppEnv>): RefusedCall {
  return {
    ownerId: c.var.user.id,
    deviceId: deviceIdOf(c),
    idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) || undefined,
    path: c.req.path,
  };
}

export async function answerIdempotently(
  c: Context<AppEnv>,
  deps: RouteDeps,
  work: (owner: OwnerTx) => Promise<WorkAnswer>,
): Promise<Response> {
  const ownerId = c.var.user.id;
  let changed = false;
  const addresses = [ownerId];
  const outcome = await runIdempotent(
    deps.db,
    {
      ownerId,
      key: c.req.header(IDEMPOTENCY_HEADER) || undefined,
      method: c.req.method,
      path: c.req.path,
      body: withoutLanguage(c.var.jsonBody),
    },
    async (owner) => {
      const answer = await work(owner);
      changed = answer.changed;
      addresses.push(...(answer.alsoPoke ?? []));
      if (changed) await notifyInTransaction(deps, owner.tx, addresses);
      return { status: answer.status, body: answer.body };
    },
  );
  if (outcome.isMismatch) return reply(c, mismatchAnswer(c.var.i18n));
  if (changed) pokeAfterCommit(deps, addresses);
  await deps.onAnswer(refusedCall(c), outcome);
  return reply(c, outcome);
}

function reply(c: Context<AppEnv>, answer: StoredAnswer): Response {
  // The status is one this API produced (200, 201, 400, 404, 422).
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}

/** The body as fingerprinted: `lang_code` is transport metadata, not content. */
export function withoutLanguage(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body ?? null;
  // A non-null, non-array object: its keys are strings.
  const { [LANGUAGE_PARAM]: _language, ...rest } = body as Record<string, unknown>;
  return rest;
}
