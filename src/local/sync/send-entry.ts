/**
 * One attempt of an outbox entry over HTTP, with the entry id as Idempotency-Key: a JSON call as it
 * is; a call with files as multipart/form-data — the body's fields as form fields (`lang_code` is
 * added by the transport), the stored Blobs as parts — with its upload progress published.
 */
import { formFieldsOf } from '#core/sync/file-args';
import type { OutboxEntry, OutboxFile } from '#core/sync/types';
import { type AttemptResult, sendAttempt } from '../http.ts';
import { trackUpload } from './upload-progress.ts';

/** What the burst allows this attempt: the rest of its overall limit, when it has one. */
export type SendLimits = { timeoutMs?: number | undefined };

export async function sendOutboxEntry(entry: OutboxEntry, limits: SendLimits = {}): Promise<AttemptResult> {
  const { method, path, body, files } = entry.call;
  if (files === undefined) return sendAttempt({ method, path, body }, entry.id);
  const upload = trackUpload(entry.id, files);
  try {
    return await sendAttempt(
      {
        method,
        path,
        form: uploadForm(body, files),
        onProgress: (progress) => upload.progress(progress.transferredBytes, progress.totalBytes),
        timeoutMs: limits.timeoutMs,
      },
      entry.id,
    );
  } finally {
    upload.settle();
  }
}

function uploadForm(body: Record<string, unknown>, files: readonly OutboxFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of formFieldsOf(body)) form.append(name, value);
  for (const file of files) form.append(file.field, file.blob, file.name);
  return form;
}
