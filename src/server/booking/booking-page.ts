/**
 * What the public booking page reads and writes (#core/booking): the specialist's page when they opened
 * it, its open slots (their availability less their live sessions and the requests waiting for an
 * answer), and a new request, stored in the owner's transaction so the office pulls it in order.
 */
import { and, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import type { PublicBookingPage } from '#core/booking/booking-api';
import type { BookingRequestInput } from '#core/booking/booking-request-schema';
import { BOOKING_DAYS_AHEAD, type BusyTime, openSlots, type SlotQuery } from '#core/booking/open-slots';
import type { Currency, SessionOffer } from '#core/onboarding/practice-lists';
import type { AvailabilitySlot, DayOff } from '#core/profile/availability';
import { SESSION_MODE_CODES } from '#core/sessions/session-lists';
import type { Db } from '../db/client.ts';
import {
  bookingReplies,
  bookingRequests,
  sessions,
  specialistProfiles,
  uploadedFiles,
  users,
} from '../db/schema.ts';
import { insertNotification } from '../notifications/notifications.ts';
import { FALLBACK_TIME_ZONE } from '../sessions/session-entity.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { type Tx, withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';

const DAY_MS = 24 * 60 * 60_000;

type OpenPage = NonNullable<Awaited<ReturnType<typeof findOpenPage>>>;

/** The specialist's booking terms when their page is open and their account active; else undefined. */
export async function findOpenPage(db: Db | Tx, specialistId: string) {
  const [page] = await db
    .select({
      firstName: specialistProfiles.firstName,
      lastName: specialistProfiles.lastName,
      professionTitle: specialistProfiles.professionTitle,
      // The photo's stored file: a profile naming one that is gone shows initials, not a broken image.
      photoFileId: uploadedFiles.id,
      timeZone: specialistProfiles.timeZone,
      currency: specialistProfiles.currency,
      price30Cents: specialistProfiles.price30Cents,
      price60Cents: specialistProfiles.price60Cents,
      availability: specialistProfiles.availability,
      daysOff: specialistProfiles.daysOff,
      sessionOffer: specialistProfiles.sessionOffer,
    })
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.userId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, specialistProfiles.photoFileId))
    .where(
      and(
        eq(specialistProfiles.userId, specialistId),
        eq(specialistProfiles.bookingPage, true),
        eq(users.status, 'active'),
      ),
    );
  return page;
}

/** The page's data: who, what it costs, and the open slots of each length. */
export async function readBookingPage(
  db: Db,
  specialistId: string,
  page: OpenPage,
  now: Date,
): Promise<PublicBookingPage> {
  const busy = await busyTimes(db, specialistId, now);
  const query = (durationMinutes: 30 | 60) => slotQuery(page, busy, now, durationMinutes);
  return {
    specialistId,
    name: `${page.firstName ?? ''} ${page.lastName ?? ''}`.trim(),
    professionTitle: page.professionTitle ?? null,
    hasPhoto: page.photoFileId !== null,
    timeZone: page.timeZone ?? FALLBACK_TIME_ZONE,
    currency: (page.currency ?? '€') as Currency,
    price30Cents: page.price30Cents,
    price60Cents: page.price60Cents,
    modes: SESSION_MODE_CODES,
    slots: { 30: openSlots(query(30)), 60: openSlots(query(60)) },
  };
}

/**
 * Stores the request when its time is still open (checked again inside the owner's transaction, so two
 * requests for one slot cannot both be taken); false when it is not.
 */
export async function storeBookingRequest(
  deps: { db: Db } & PokeDeps,
  specialistId: string,
  request: BookingRequestInput,
  now: Date,
): Promise<boolean> {
  const stored = await withOwnerTransaction(deps.db, specialistId, async ({ tx }) => {
    const page = await findOpenPage(tx, specialistId);
    if (!page) return false;
    const query = slotQuery(page, await busyTimes(tx, specialistId, now), now, request.durationMinutes);
    if (!openSlots(query).includes(request.startsAt)) return false;
    const id = crypto.randomUUID();
    await tx.insert(bookingRequests).values({
      id,
      ownerId: specialistId,
      version: NEXT_VERSION,
      ...request,
      startsAt: new Date(request.startsAt),
      receivedAt: now,
      status: 'pending',
    });
    // The person hears their request arrived (booking-replies.ts).
    await tx
      .insert(bookingReplies)
      .values({ requestId: id, ownerId: specialistId, kind: 'received', dueAt: now });
    await insertNotification(
      tx,
      specialistId,
      { kind: 'bookingRequest', name: request.name, time: new Date(request.startsAt), target: '/sessions' },
      now,
    );
    await notifyInTransaction(deps, tx, specialistId);
    return true;
  });
  if (stored) pokeAfterCommit(deps, specialistId);
  return stored;
}

function slotQuery(page: OpenPage, busy: BusyTime[], now: Date, durationMinutes: 30 | 60): SlotQuery {
  return {
    availability: (page.availability ?? []) as AvailabilitySlot[],
    daysOff: page.daysOff as DayOff[],
    sessionOffer: (page.sessionOffer ?? 'both') as SessionOffer,
    timeZone: page.timeZone ?? FALLBACK_TIME_ZONE,
    busy,
    now: now.toISOString(),
    durationMinutes,
  };
}

/** The owner's live sessions and waiting requests over the page's weeks. */
async function busyTimes(db: Db | Tx, ownerId: string, now: Date): Promise<BusyTime[]> {
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (BOOKING_DAYS_AHEAD + 2) * DAY_MS);
  const [booked, waiting] = await Promise.all([
    db
      .select({ startsAt: sessions.startsAt, durationMinutes: sessions.durationMinutes })
      .from(sessions)
      .where(
        and(
          eq(sessions.ownerId, ownerId),
          isNull(sessions.deletedAt),
          ne(sessions.status, 'cancelled'),
          gte(sessions.startsAt, from),
          lt(sessions.startsAt, to),
        ),
      ),
    db
      .select({ startsAt: bookingRequests.startsAt, durationMinutes: bookingRequests.durationMinutes })
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.ownerId, ownerId),
          isNull(bookingRequests.deletedAt),
          eq(bookingRequests.status, 'pending'),
          gte(bookingRequests.startsAt, from),
        ),
      ),
  ]);
  return [...booked, ...waiting].map((row) => ({
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
  }));
}
