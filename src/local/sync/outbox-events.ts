/**
 * In-process notifications of the sync engine: an entry was queued; the outbox should be replayed.
 * Invariant: announcing never throws into the writer (see the emitter).
 */
import type { OutboxEntry } from '#core/sync/types';
import { createEmitter, type Unsubscribe } from '../emitter.ts';

const events = createEmitter<{ queued: OutboxEntry }>();

export function onQueued(listener: (entry: OutboxEntry) => void): Unsubscribe {
  return events.on('queued', listener);
}

export function announceQueued(entry: OutboxEntry): void {
  events.emit('queued', entry);
}
