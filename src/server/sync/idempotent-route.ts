/**
 * Glue between a Hono route and runIdempotent: builds the request fingerprint, answers a stored
 * response verbatim, a mismatched repeat with 422, and pokes the owner after a committed change.
 * Invariant: a replayed answer never pokes (nothing changed) and never runs the work again.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER, LANGUAGE_PARAM } from '#core/api';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { runIdempotent, type StoredAnswer } from './idempotency.ts';
import type { OwnerTx } from './owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from './poke.ts';

export type ChangeDeps = PokeDeps & { db: Db };

/** `changed` tells whether the work wrote a row (and so whether the owner must be poked). */
export type WorkAnswer = StoredAnswer & { changed: boolean };

export async function answerIdempotently(
  c: Context<AppEnv>,
  deps: ChangeDeps,
  work: (owner: OwnerTx) => Promise<WorkAnswer>,
): Promise<Response> {
  const ownerId = c.var.user.id;
  let changed = false;
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
      if (changed) await notifyInTransaction(deps, owner.tx, ownerId);
      return { status: answer.status, body: answer.body };
    },
  );
  if (outcome.isMismatch) return fail(c, 422, PATIENT_MESSAGES.idempotencyMismatch);
  if (changed) pokeAfterCommit(deps, ownerId);
  // The stored status is one this API produced (200, 201, 400, 404).
  return c.json(outcome.body, outcome.status as ContentfulStatusCode);
}

function withoutLanguage(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body ?? null;
  // A non-null, non-array object: its keys are strings.
  const { [LANGUAGE_PARAM]: _language, ...rest } = body as Record<string, unknown>;
  return rest;
}
