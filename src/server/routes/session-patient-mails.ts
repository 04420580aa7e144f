/**
 * `GET /api/sessions/:id/patient-mails`: what the patient was told, or will be, about one of the
 * caller's sessions (issue 39) — the office shows it on the session's page. Not synced: read online.
 * Another specialist's session answers 404, like one that does not exist.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import type { PatientMailLine } from '#core/sessions/patient-mail-kinds';
import { SESSION_MESSAGES } from '#core/sessions/session-messages';
import { syncedIdSchema } from '#core/sync/entity';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { patientMails, sessions } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { reminderOffsetOf } from '../patient-mail/schedule-patient-mails.ts';

export function sessionPatientMailRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;
  routes.use('/:id/patient-mails', requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.get('/:id/patient-mails', async (c) => {
    const id = c.req.param('id');
    const ownerId = c.var.user.id;
    if (!v.is(syncedIdSchema, id)) return fail(c, 404, SESSION_MESSAGES.notFound);
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.ownerId, ownerId)));
    if (!session) return fail(c, 404, SESSION_MESSAGES.notFound);
    const rows = await db
      .select()
      .from(patientMails)
      .where(and(eq(patientMails.sessionId, id), eq(patientMails.ownerId, ownerId)))
      .orderBy(asc(patientMails.dueAt), asc(patientMails.createdAt));
    return ok<PatientMailLine[]>(
      c,
      rows.map((row) => ({
        kind: row.kind,
        status: row.status,
        offsetMinutes: row.kind === 'reminder' ? reminderOffsetOf(row.dedupeKey) : null,
        dueAt: row.dueAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    );
  });

  return routes;
}
