/**
 * The e-mails a booking request's person gets (#core/booking): the acknowledgement of their request,
 * and the polite note of a declined one, with the way back to the booking page. Queued in
 * `booking_replies` by the write that warrants them, sent by the patient mail sweep: claimed with one
 * UPDATE (one process sends each), retried after a failure, a stale claim taken again.
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { bookingPage } from '#core/booking/booking-api';
import type { LanguageCode } from '#core/languages';
import type { SessionMode } from '#core/sessions/session-lists';
import type { Db } from '../db/client.ts';
import { bookingReplies, bookingRequests, specialistProfiles, users } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { FALLBACK_TIME_ZONE } from '../sessions/session-entity.ts';

const CLAIM_TIMEOUT_MS = 5 * 60_000;
const RETRY_AFTER_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 50;

export type BookingReplyDeps = { db: Db; mailer: Mailer; publicUrl: () => string };

/** Sends the replies due at `at`; how many left. */
export async function sendBookingReplies(deps: BookingReplyDeps, at: Date): Promise<number> {
  const due = or(
    and(eq(bookingReplies.status, 'pending'), lte(bookingReplies.dueAt, at)),
    and(
      eq(bookingReplies.status, 'sending'),
      lte(bookingReplies.claimedAt, new Date(at.getTime() - CLAIM_TIMEOUT_MS)),
    ),
  );
  const claimed = await deps.db
    .update(bookingReplies)
    .set({ status: 'sending', claimedAt: at, attempts: sql`${bookingReplies.attempts} + 1` })
    .where(
      and(
        due,
        sql`(${bookingReplies.requestId}, ${bookingReplies.kind}) in (select request_id, kind from booking_replies where ${due} limit ${BATCH})`,
      ),
    )
    .returning();
  let sent = 0;
  for (const reply of claimed) if (await send(deps, reply, at)) sent += 1;
  return sent;
}

async function send(
  deps: BookingReplyDeps,
  reply: typeof bookingReplies.$inferSelect,
  at: Date,
): Promise<boolean> {
  const one = and(eq(bookingReplies.requestId, reply.requestId), eq(bookingReplies.kind, reply.kind));
  const [request] = await deps.db
    .select({
      request: bookingRequests,
      firstName: sql<string>`coalesce(${specialistProfiles.firstName}, ${users.firstName})`,
      lastName: sql<string>`coalesce(${specialistProfiles.lastName}, ${users.lastName})`,
      timeZone: specialistProfiles.timeZone,
    })
    .from(bookingRequests)
    .innerJoin(users, eq(users.id, bookingRequests.ownerId))
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, bookingRequests.ownerId))
    .where(eq(bookingRequests.id, reply.requestId));
  // Gone (the account closed, the person erased): nothing to tell any more.
  if (!request || request.request.deletedAt !== null || request.request.email === '') {
    await deps.db.delete(bookingReplies).where(one);
    return false;
  }
  const { request: asked } = request;
  const outcome = await deps.mailer.send({
    to: asked.email,
    language: asked.language as LanguageCode,
    template: reply.kind === 'received' ? 'booking-received' : 'booking-declined',
    content: {
      name: asked.name,
      specialist: `${request.firstName} ${request.lastName}`.trim(),
      // The time in the specialist's zone, named: the page showed the visitor's own, unknown here.
      session: {
        startsAt: asked.startsAt.toISOString(),
        timeZone: request.timeZone ?? FALLBACK_TIME_ZONE,
        durationMinutes: asked.durationMinutes,
        mode: asked.mode as SessionMode,
      },
      link: `${deps.publicUrl()}${bookingPage(asked.ownerId)}`,
    },
  });
  if (outcome === 'failed') {
    const isLast = reply.attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(bookingReplies)
      .set(
        isLast ? { status: 'failed' } : { status: 'pending', dueAt: new Date(at.getTime() + RETRY_AFTER_MS) },
      )
      .where(one);
    return false;
  }
  await deps.db.update(bookingReplies).set({ status: 'sent', sentAt: at }).where(one);
  return true;
}
