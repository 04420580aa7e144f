/**
 * The server's own lines of the access log: every write of a patient's rows (through the synced
 * entities' `afterWrite`, in the writing transaction, so a write and its line commit together) and
 * every download of a patient's file. A line names what was touched, never what it holds.
 */
import { randomUUID } from 'node:crypto';
import type { AccessAction, AccessSubject } from '#core/access-log/access-event-schema';
import { DEVICE_ID_PATTERN } from '#core/notifications/notification-schema';
import type { Db } from '../db/client.ts';
import { accessEvents } from '../db/schema.ts';
import type { WrittenRow } from '../sync/entity-definition.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { type Tx, withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';

export type AccessLine = {
  action: AccessAction;
  subject: AccessSubject;
  subjectId: string;
  patientId: string | null;
  device: string | null;
  at: Date;
  /** The administrator who looked; absent: the specialist themself. */
  adminId?: string;
};

export async function recordAccess(tx: Tx, ownerId: string, line: AccessLine): Promise<void> {
  await tx.insert(accessEvents).values({
    id: randomUUID(),
    ownerId,
    version: NEXT_VERSION,
    createdAt: line.at,
    updatedAt: line.at,
    ...line,
    adminId: line.adminId ?? null,
    // A device id the log cannot show as one is not kept (the header is the client's to send).
    device: line.device && DEVICE_ID_PATTERN.test(line.device) ? line.device : null,
  });
}

/**
 * A line written outside any write of the owner's rows (a download, an administrator's look), in its
 * own owner transaction; the owner's devices are poked to pull it. `lineOf` reads what it needs in
 * that transaction and may find there is no line to write.
 */
export async function recordOutsideWrite(
  deps: PokeDeps & { db: Db },
  ownerId: string,
  lineOf: (tx: Tx) => Promise<AccessLine | undefined>,
): Promise<void> {
  const recorded = await withOwnerTransaction(deps.db, ownerId, async ({ tx }) => {
    const line = await lineOf(tx);
    if (!line) return false;
    await recordAccess(tx, ownerId, line);
    await notifyInTransaction(deps, tx, ownerId);
    return true;
  });
  if (recorded) pokeAfterCommit(deps, ownerId);
}

/**
 * An `afterWrite` for an entity of a patient's: the line of each create, update and delete, with the
 * patient it concerns (`patientOf`: the row's own id for a patient, its `patientId` for the others).
 */
export function recordWrites<TFields>(
  subject: AccessSubject,
  patientOf: (id: string, fields: TFields) => string | null,
): (tx: Tx, write: WrittenRow<TFields>) => Promise<void> {
  return (tx, write) =>
    recordAccess(tx, write.ownerId, {
      action: write.kind,
      subject,
      subjectId: write.id,
      patientId: patientOf(write.id, write.fields),
      device: write.deviceId,
      at: write.now,
    });
}
