/**
 * The ordered batch of queued calls (`POST /api/sync/batch`), shared by the replayer and the server:
 * which calls may travel in a batch, the request and answer shapes and their limits.
 * Invariant: a batched call is applied exactly as if it had been sent alone (same route, same owner
 * scoping, same Idempotency-Key storage), strictly in order, stopping at the first non-2xx answer.
 */
import * as v from 'valibot';
import { SYNCED_ENTITIES } from './entities.ts';
import type { BatchCallRoute } from './entity.ts';

export const SYNC_BATCH_PATH = '/api/sync/batch';

/** Calls per batch: a batch holds the owner lock while it runs, so it stays short. */
export const SYNC_BATCH_MAX_CALLS = 100;

/** The client keeps a batch's calls well under the 1 MiB JSON body limit (`JSON_BODY_MAX_BYTES`). */
export const SYNC_BATCH_MAX_BYTES = 512 * 1024;

/**
 * The JSON calls the batch endpoint applies, by the mutation they come from. Uploads (multipart)
 * never travel in a batch. The server maps every name here to its route's command.
 */
export const BATCHABLE_CALLS: readonly BatchCallRoute[] = SYNCED_ENTITIES.flatMap(
  (entity) => entity.batchCalls,
);

/** A batchable call's mutation name, e.g. `patient.update`. */
export type BatchableName = string;

export type BatchRoute = { name: BatchableName; params: Record<string, string> };

/** Which batchable call this is, with its path parameters (still URI-encoded); undefined if none. */
export function findBatchRoute(method: string, path: string): BatchRoute | undefined {
  for (const candidate of BATCHABLE_CALLS) {
    if (candidate.method !== method) continue;
    const match = candidate.path.exec(path);
    if (match) return { name: candidate.name, params: { ...match.groups } };
  }
  return undefined;
}

export const batchCallSchema = v.strictObject({
  idempotencyKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  method: v.picklist(['POST', 'PUT', 'DELETE']),
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  body: v.record(v.string(), v.unknown()),
});
export type BatchCall = v.InferOutput<typeof batchCallSchema>;

export const batchRequestSchema = v.strictObject({
  calls: v.pipe(v.array(batchCallSchema), v.minLength(1), v.maxLength(SYNC_BATCH_MAX_CALLS)),
});
export type BatchRequest = v.InferOutput<typeof batchRequestSchema>;

/** One call's answer: the status and envelope it would have had alone. */
export const batchResultSchema = v.object({ status: v.pipe(v.number(), v.integer()), body: v.unknown() });
export type BatchResult = v.InferOutput<typeof batchResultSchema>;

/**
 * The answers of the calls that ran, in order: every one 2xx but possibly the last, which stopped
 * the batch. Calls after it were not run.
 */
export const batchAnswerSchema = v.object({ results: v.array(batchResultSchema) });
export type BatchAnswer = v.InferOutput<typeof batchAnswerSchema>;

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}
