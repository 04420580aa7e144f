/**
 * Notifications a session write brings about, in its owner transaction (the session entity's
 * `afterWrite`): a booking or a move tells the specialist's other devices (the one that made it
 * knows), and a booking that leaves its package with one session or none tells every device, once
 * per threshold.
 */
import { and, eq } from 'drizzle-orm';
import { unitsUsed } from '#core/packages/package-units';
import type { SessionFields } from '#core/sessions/session-schema';
import { packages } from '../db/schema.ts';
import { packageUses } from '../sessions/session-package-check.ts';
import type { WrittenRow } from '../sync/entity-definition.ts';
import type { Tx } from '../sync/owner-transaction.ts';
import { insertNotification, patientName } from './notifications.ts';

/** A package with this many sessions left, or fewer, is nearly used up. */
const NEARLY_USED_LEFT = 1;

export async function notifySessionWrite(tx: Tx, write: WrittenRow<SessionFields>): Promise<void> {
  if (write.kind === 'delete') return;
  const { existing, fields, ownerId, now } = write;
  const isBooked = existing === undefined;
  const isMoved =
    existing !== undefined && existing.startsAt !== fields.startsAt && fields.status !== 'cancelled';
  if (isBooked || isMoved) {
    await insertNotification(
      tx,
      ownerId,
      {
        kind: isBooked ? 'sessionBooked' : 'sessionRescheduled',
        name: await patientName(tx, ownerId, fields.patientId),
        time: new Date(fields.startsAt),
        target: `/sessions-profile/${write.id}`,
        audience: 'otherDevices',
        device: write.deviceId,
      },
      now,
    );
  }
  if (isBooked && fields.packageId !== null) await notifyPackageUse(tx, ownerId, fields.packageId, now);
}

async function notifyPackageUse(tx: Tx, ownerId: string, packageId: string, now: Date) {
  const [sold] = await tx
    .select({ name: packages.name, sessionCount: packages.sessionCount })
    .from(packages)
    .where(and(eq(packages.ownerId, ownerId), eq(packages.id, packageId)));
  if (!sold) return;
  const left = Math.max(
    0,
    sold.sessionCount - unitsUsed(packageId, await packageUses(tx, ownerId, packageId)),
  );
  if (left > NEARLY_USED_LEFT) return;
  await insertNotification(
    tx,
    ownerId,
    {
      kind: 'packageNearlyUsed',
      name: sold.name,
      count: left,
      target: `/session-packages/${ownerId}/package/${packageId}`,
      dedupeKey: `package-left:${packageId}:${left}`,
    },
    now,
  );
}
