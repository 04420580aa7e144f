/**
 * Sends the run of JSON entries at the head of the outbox as one `POST /api/sync/batch` and
 * acknowledges the answers in order. The server applies the calls strictly in order, each exactly as
 * if it had come alone, and stops at the first non-2xx; every call carries its entry's own
 * Idempotency-Key, so a batch whose answer was lost is simply sent again.
 * Invariants: anything but a clean 2xx goes through the single-entry path (`runSingle`), which owns
 * the spec's retries, parking and rejection; an entry is never acknowledged out of order.
 */
import * as v from 'valibot';
import {
  type BatchCall,
  type BatchResult,
  batchAnswerSchema,
  findBatchRoute,
  isSuccessStatus,
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_CALLS,
  SYNC_BATCH_PATH,
} from '#core/sync/batch';
import type { OutboxEntry } from '#core/sync/types';
import { type ApiErrorInfo, describeCondition } from '../api-error.ts';
import { sendAttempt } from '../http.ts';
import { isUploadEntry } from './burst.ts';

export type BatchAttemptResult =
  | { kind: 'ok'; results: BatchResult[] }
  | { kind: 'failed'; info: ApiErrorInfo };

export type SendBatch = (entries: readonly OutboxEntry[]) => Promise<BatchAttemptResult>;

/** An entry the server applied, with the `data` of its answer (the row as it now stands). */
export type Acknowledged = { entry: OutboxEntry; data: unknown };

/** What the single-entry path came to (`runBurst` in replayer.ts). */
export type SingleOutcome = 'done' | 'parked' | 'stopped';

const encoder = new TextEncoder();

function toBatchCall(entry: OutboxEntry): BatchCall {
  const { method, path, body } = entry.call;
  return { idempotencyKey: entry.id, method, path, body };
}

/** A JSON call the batch route knows. Uploads (`files`, sent as multipart) never are. */
export function isBatchable(entry: OutboxEntry): boolean {
  return !isUploadEntry(entry) && findBatchRoute(entry.call.method, entry.call.path) !== undefined;
}

/**
 * The leading run of batchable entries, within the batch's call and byte limits (an entry too large
 * for any batch is left out: alone, it gets the server's own 413 if it is over the body limit).
 */
export function takeBatch(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const batch: OutboxEntry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (batch.length >= SYNC_BATCH_MAX_CALLS || !isBatchable(entry)) break;
    bytes += encoder.encode(JSON.stringify(toBatchCall(entry))).length;
    if (bytes > SYNC_BATCH_MAX_BYTES) break;
    batch.push(entry);
  }
  return batch;
}

/** Where the next batch could start: entries before it are sent one by one. */
export function singlesBeforeBatch(entries: readonly OutboxEntry[]): OutboxEntry[] {
  for (let index = 1; index < entries.length - 1; index += 1) {
    const [entry, next] = [entries[index], entries[index + 1]];
    if (entry && next && isBatchable(entry) && isBatchable(next)) return entries.slice(0, index);
  }
  return [...entries];
}

/** The default transport: one attempt, no retry (a failed batch falls back to the single path). */
export async function sendBatchAttempt(entries: readonly OutboxEntry[]): Promise<BatchAttemptResult> {
  // The batch route reads each call's own key; this header key only satisfies the transport.
  const result = await sendAttempt(
    { method: 'POST', path: SYNC_BATCH_PATH, body: { calls: entries.map(toBatchCall) } },
    crypto.randomUUID(),
  );
  if (result.kind === 'failed') return { kind: 'failed', info: result.info };
  const answer = v.safeParse(batchAnswerSchema, result.data);
  if (!answer.success) return { kind: 'failed', info: describeCondition('unexpected') };
  return { kind: 'ok', results: answer.output.results };
}

/**
 * 'done': every entry of the batch was acknowledged, or one was handed to the single path, which
 * settled it (acknowledged or rejected) — the rest wait for the next read; otherwise the single
 * path's own outcome.
 */
export async function replayBatch(
  batch: readonly OutboxEntry[],
  sendBatch: SendBatch,
  onAcknowledged: (acknowledged: readonly Acknowledged[]) => void,
  runSingle: (entry: OutboxEntry) => Promise<SingleOutcome>,
): Promise<SingleOutcome> {
  const [head] = batch;
  if (!head) return 'done';
  const result = await sendBatch(batch);
  if (result.kind === 'failed') {
    // The session is over (the refresh was refused): the single path would only be refused again.
    if (result.info.condition === 'authFailed') return 'stopped';
    // The batch failed as a whole (network, 5xx, 413…): the head goes the single way, with the spec's
    // retries, Retry-After and parking; its key makes a batch the server did apply harmless.
    return runSingle(head);
  }
  const acknowledged: Acknowledged[] = [];
  let refused: OutboxEntry | undefined;
  for (const [index, entry] of batch.entries()) {
    const answer = result.results[index];
    // Not run: the server stopped before it. Sent again from the next read.
    if (answer === undefined) break;
    const data = acknowledgedData(answer);
    if (data === undefined) {
      refused = entry;
      break;
    }
    acknowledged.push({ entry, data: data.value });
  }
  if (acknowledged.length > 0) onAcknowledged(acknowledged);
  // Refused inside the batch: sent alone, it gets its stored answer and is rejected (or retried)
  // exactly as if it had never been batched. An answer that settles nothing (no results) counts as a
  // failed batch, so every round settles at least the head.
  if (refused) return runSingle(refused);
  return acknowledged.length > 0 ? 'done' : runSingle(head);
}

/** The `data` of a 2xx envelope; undefined for a refusal (a 2xx saying `success: false` is one too). */
function acknowledgedData(result: BatchResult): { value: unknown } | undefined {
  if (!isSuccessStatus(result.status)) return undefined;
  const { body } = result;
  if (typeof body !== 'object' || body === null) return { value: undefined };
  if ('success' in body && body.success === false) return undefined;
  return { value: 'data' in body ? body.data : undefined };
}
