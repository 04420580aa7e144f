/**
 * A synced write as one function shared by its REST route and the batch endpoint: `prepare` validates
 * the call exactly as the route does, and the work it returns runs in the owner transaction under the
 * Idempotency-Key. Invariant: a call answers the same whether it came alone or inside a batch.
 */
import type { I18n } from '@lingui/core';
import type { WorkAnswer } from './answers.ts';
import type { StoredAnswer } from './idempotency.ts';
import type { OwnerTx } from './owner-transaction.ts';

/**
 * Who sends the call, from which device (#core/api DEVICE_HEADER, null when not said) and
 * in which language its messages are written.
 */
export type CallContext = { ownerId: string; i18n: I18n; deviceId: string | null };

/**
 * Refused before any work (invalid body: answered, but not stored under the key, like a route), or the
 * work to run in the owner transaction.
 */
export type PreparedCall =
  | { ok: false; answer: StoredAnswer }
  | { ok: true; work: (owner: OwnerTx) => Promise<WorkAnswer> };

export type SyncCommand = {
  /**
   * `params` are the route's path parameters, decoded; `body` the parsed JSON body, undefined when
   * the request had none.
   */
  prepare(context: CallContext, params: Readonly<Record<string, string>>, body: unknown): PreparedCall;
};
