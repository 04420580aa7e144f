/**
 * In-process notifications of the sync engine: an entry was queued; the outbox should be replayed;
 * an entry's files are being uploaded (progress).
 * Invariant: announcing never throws into the writer (see the emitter).
 */
import type { OutboxEntry } from '#core/sync/types';
import { createEmitter, type Unsubscribe } from '../emitter.ts';

/** One attempt of an upload entry: bytes sent so far of the multipart body; `done` when it settled. */
export type UploadProgressEvent = {
  /** The outbox entry's id. */
  entryId: string;
  fileNames: readonly string[];
  sentBytes: number;
  totalBytes: number;
  done: boolean;
};

const events = createEmitter<{ queued: OutboxEntry; uploadProgress: UploadProgressEvent }>();

export function onQueued(listener: (entry: OutboxEntry) => void): Unsubscribe {
  return events.on('queued', listener);
}

export function announceQueued(entry: OutboxEntry): void {
  events.emit('queued', entry);
}

export function onUploadProgress(listener: (event: UploadProgressEvent) => void): Unsubscribe {
  return events.on('uploadProgress', listener);
}

export function announceUploadProgress(event: UploadProgressEvent): void {
  events.emit('uploadProgress', event);
}
