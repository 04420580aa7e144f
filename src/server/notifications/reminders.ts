/**
 * Reminders no write causes, found by a sweep every minute: a session starting within 15 minutes,
 * and a package ending within 7 days. Each is notified once (its dedupe key names the session or
 * package and the instant, so a moved session is reminded again); every API process sweeps, and the
 * key lets only the first write it. Candidates already notified are left out by the query itself.
 */
import { and, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications, packages, patients, sessions } from '../db/schema.ts';
import { errorFields, type Logger } from '../log.ts';
import type { PokeDeps } from '../sync/poke.ts';
import { notifyOwner } from './notifications.ts';

export const SESSION_SOON_MS = 15 * 60 * 1000;
export const PACKAGE_EXPIRING_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;

type ReminderDeps = PokeDeps & { db: Db };

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Notifies what is due at `now`; how many notifications it wrote. */
export async function sweepReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const { db } = deps;
  const soon = await db
    .select({ id: sessions.id, ownerId: sessions.ownerId, startsAt: sessions.startsAt, name: patients.name })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.patientId))
    .where(
      and(
        inArray(sessions.status, ['scheduled', 'rescheduled']),
        isNull(sessions.deletedAt),
        gt(sessions.startsAt, now),
        lte(sessions.startsAt, new Date(now.getTime() + SESSION_SOON_MS)),
        notExists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.ownerId, sessions.ownerId),
                eq(
                  notifications.dedupeKey,
                  sql`'soon:' || ${sessions.id} || ':' || extract(epoch from ${sessions.startsAt})::bigint`,
                ),
              ),
            ),
        ),
      ),
    );
  const ending = await db
    .select({
      id: packages.id,
      ownerId: packages.ownerId,
      expiresAt: packages.expiresAt,
      name: packages.name,
    })
    .from(packages)
    .where(
      and(
        isNull(packages.deletedAt),
        gt(packages.expiresAt, now),
        lte(packages.expiresAt, new Date(now.getTime() + PACKAGE_EXPIRING_MS)),
        notExists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.ownerId, packages.ownerId),
                eq(
                  notifications.dedupeKey,
                  sql`'expiring:' || ${packages.id} || ':' || extract(epoch from ${packages.expiresAt})::bigint`,
                ),
              ),
            ),
        ),
      ),
    );
  let written = 0;
  for (const session of soon) {
    const isNew = await notifyOwner(
      deps,
      session.ownerId,
      {
        kind: 'sessionSoon',
        name: session.name,
        time: session.startsAt,
        target: `/sessions-profile/${session.id}`,
        dedupeKey: `soon:${session.id}:${epochSeconds(session.startsAt)}`,
      },
      now,
    );
    if (isNew) written += 1;
  }
  for (const sold of ending) {
    const isNew = await notifyOwner(
      deps,
      sold.ownerId,
      {
        kind: 'packageExpiring',
        name: sold.name,
        time: sold.expiresAt,
        target: `/session-packages/${sold.ownerId}/package/${sold.id}`,
        dedupeKey: `expiring:${sold.id}:${epochSeconds(sold.expiresAt)}`,
      },
      now,
    );
    if (isNew) written += 1;
  }
  return written;
}

/** Sweeps every minute until closed. */
export function startReminders(
  deps: ReminderDeps & { log: Logger },
  now: () => Date,
): { close(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepReminders(deps, now())
      .catch((error: unknown) => deps.log.warn('reminder sweep failed', errorFields(error)))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
