/**
 * The uploads of outbox entries now on the wire, for the UI: a snapshot kept current by the attempts
 * themselves and announced through the outbox events.
 * Invariant: the snapshot is replaced, never mutated, on each change (React compares it by identity);
 * an attempt always leaves it when it settles, whatever its outcome.
 */
import type { OutboxFile } from '#core/sync/types';
import { announceUploadProgress, type UploadProgressEvent } from './outbox-events.ts';

export type UploadInFlight = Omit<UploadProgressEvent, 'done'>;

const NONE: readonly UploadInFlight[] = [];
let inFlight: readonly UploadInFlight[] = NONE;

export function uploadsInFlight(): readonly UploadInFlight[] {
  return inFlight;
}

export type UploadTracker = {
  progress(sentBytes: number, totalBytes: number): void;
  settle(): void;
};

/** Tracks one attempt of an upload entry, from 0 bytes sent of its files' total until it settles. */
export function trackUpload(entryId: string, files: readonly OutboxFile[]): UploadTracker {
  const fileNames = files.map((file) => file.name);
  const publish = (sentBytes: number, totalBytes: number, done: boolean) => {
    const others = inFlight.filter((upload) => upload.entryId !== entryId);
    const next = done ? others : [...others, { entryId, fileNames, sentBytes, totalBytes }];
    inFlight = next.length === 0 ? NONE : next;
    announceUploadProgress({ entryId, fileNames, sentBytes, totalBytes, done });
  };
  let last = { sentBytes: 0, totalBytes: files.reduce((sum, file) => sum + file.blob.size, 0) };
  publish(last.sentBytes, last.totalBytes, false);
  return {
    progress(sentBytes, totalBytes) {
      last = { sentBytes, totalBytes };
      publish(sentBytes, totalBytes, false);
    },
    settle() {
      publish(last.sentBytes, last.totalBytes, true);
    },
  };
}
