/**
 * Derives a local row from the server's row and the queued mutations of that row (like Replicache's
 * rebase). Invariant: local row = server row + every pending/parked entry of the row, in `seq` order.
 */
import { findMutation } from '#core/sync/registry';
import type { OutboxEntry, SyncedRow } from '#core/sync/types';

export function rebaseRow(
  serverRow: SyncedRow | undefined,
  entries: readonly OutboxEntry[],
  ownerId: string,
): SyncedRow | undefined {
  let row = serverRow;
  const queued = entries.filter((entry) => entry.state !== 'rejected').sort(bySeq);
  for (const entry of queued) {
    const definition = findMutation(entry.name);
    // An entry written by a newer client that this code does not know: leave the row as it is.
    if (!definition) continue;
    row = definition.apply(row, entry.args, { ownerId, now: new Date(entry.createdAt).toISOString() });
  }
  return row;
}

export function bySeq(a: OutboxEntry, b: OutboxEntry): number {
  return (a.seq ?? 0) - (b.seq ?? 0);
}
