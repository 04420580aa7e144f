/**
 * Making notifications (#core/notifications): written in the owner's transaction like any synced row
 * (a version from the sequence, so the next pull brings it), at most once per `dedupeKey` (whichever
 * process sees the event first writes it), and the patient's unread messages gathered in one per
 * conversation. The caller pokes the owner, as for any write in that transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationAudience } from '#core/notifications/notification-audience';
import type { NotificationKind } from '#core/notifications/notification-schema';
import type { Db } from '../db/client.ts';
import { notifications, patients } from '../db/schema.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { type Tx, withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';

export type NewNotification = {
  kind: NotificationKind;
  name: string;
  time?: Date | null;
  count?: number;
  target: string;
  audience?: NotificationAudience;
  device?: string | null;
  /** The event's identity: a second notification with the same key is not written. */
  dedupeKey?: string;
};

/** Writes it unless its dedupe key is taken; whether it was written. */
export async function insertNotification(
  tx: Tx,
  ownerId: string,
  note: NewNotification,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(notifications)
    .values({
      id: randomUUID(),
      ownerId,
      version: NEXT_VERSION,
      createdAt: now,
      updatedAt: now,
      kind: note.kind,
      name: note.name.slice(0, 500),
      time: note.time ?? null,
      count: note.count ?? 1,
      target: note.target,
      audience: note.audience ?? 'all',
      device: note.device ?? null,
      dedupeKey: note.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: [notifications.ownerId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

/** The patient's name as the specialist wrote it ('' for a row that is gone). */
export async function patientName(tx: Tx, ownerId: string, patientId: string): Promise<string> {
  const [patient] = await tx
    .select({ name: patients.name })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.ownerId, ownerId)));
  return patient?.name ?? '';
}

/**
 * A patient's new message: one more in the conversation's unread notification if there is one (made
 * newest again), else a new one. Serialised by the owner's lock, so two messages never make two.
 */
export async function notifyChatMessage(tx: Tx, ownerId: string, patientId: string, now: Date) {
  const target = `/chat/${patientId}`;
  const [gathered] = await tx
    .update(notifications)
    // Newest again, and pushed again (the device shows the count in place of the last push).
    .set({
      count: sql`${notifications.count} + 1`,
      createdAt: now,
      updatedAt: now,
      pushedAt: null,
      version: NEXT_VERSION,
    })
    .where(
      and(
        eq(notifications.ownerId, ownerId),
        eq(notifications.kind, 'chatMessage'),
        eq(notifications.target, target),
        isNull(notifications.readAt),
        isNull(notifications.deletedAt),
      ),
    )
    .returning({ id: notifications.id });
  if (gathered) return;
  await insertNotification(
    tx,
    ownerId,
    { kind: 'chatMessage', name: await patientName(tx, ownerId, patientId), target },
    now,
  );
}

/** For events outside any write of the owner (a reminder, a review): its own transaction and poke. */
export async function notifyOwner(
  deps: PokeDeps & { db: Db },
  ownerId: string,
  note: NewNotification,
  now: Date,
): Promise<boolean> {
  const written = await withOwnerTransaction(deps.db, ownerId, async ({ tx }) => {
    const isNew = await insertNotification(tx, ownerId, note, now);
    if (isNew) await notifyInTransaction(deps, tx, ownerId);
    return isNew;
  });
  if (written) pokeAfterCommit(deps, ownerId);
  return written;
}
