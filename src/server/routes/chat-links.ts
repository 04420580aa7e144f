/**
 * `/api/patients/:id/chat-link`, the specialist's side of a patient's chat link: create one (e-mailed
 * to the patient in the language the specialist picks, or only returned to be copied), see whether one
 * is live, revoke it. Another specialist's patient answers 404, like one that does not exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import {
  type ChatLinkState,
  chatLinkRequestSchema,
  chatPatientPage,
  type IssuedChatLink,
} from '#core/chats/chat-link-api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import { syncedIdSchema } from '#core/sync/entity';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { chatLinkState, issueChatLink, revokeLinks } from '../chats/chat-links.ts';
import { specialistName } from '../chats/specialist-name.ts';
import { patients } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';

export function chatLinkRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, onboarding } = deps;
  routes.use('/:id/chat-link', requireAuth(deps), requireRight(RIGHT_CODES.office));

  /** The caller's live patient named in the path. */
  async function ownPatient(c: Context<AppEnv>) {
    const id = c.req.param('id');
    if (!v.is(syncedIdSchema, id)) return undefined;
    const [patient] = await db
      .select({ id: patients.id, name: patients.name, email: patients.email })
      .from(patients)
      .where(and(eq(patients.id, id), eq(patients.ownerId, c.var.user.id), isNull(patients.deletedAt)));
    return patient;
  }

  routes.post('/:id/chat-link', async (c) => {
    const patient = await ownPatient(c);
    if (!patient) return fail(c, 404, PATIENT_MESSAGES.notFound);
    const input = validateBody(c, chatLinkRequestSchema);
    if (!input.ok) return input.response;
    const allowed = await onboarding.rateLimiter.hit('chatLinkIssue', c.var.user.id);
    if (!allowed.allowed) {
      c.header('Retry-After', String(allowed.retryAfterSeconds));
      return fail(c, 429, ERROR_MESSAGES.tooManyRequests);
    }
    const issued = await issueChatLink(deps, c.var.user.id, patient.id, onboarding.now());
    const url = `${onboarding.publicUrl()}${chatPatientPage(issued.token)}`;
    let emailed = false;
    if (input.value.delivery === 'email') {
      const outcome = await onboarding.mailer.send({
        to: patient.email,
        language: input.value.language,
        template: 'chat-link',
        content: {
          name: patient.name,
          link: url,
          specialist: await specialistName(db, c.var.user.id),
        },
      });
      emailed = outcome !== 'failed';
    }
    return ok<IssuedChatLink>(c, { url, expiresAt: issued.expiresAt.toISOString(), emailed }, 201);
  });

  routes.get('/:id/chat-link', async (c) => {
    const patient = await ownPatient(c);
    if (!patient) return fail(c, 404, PATIENT_MESSAGES.notFound);
    return ok<ChatLinkState>(c, await chatLinkState(db, c.var.user.id, patient.id, onboarding.now()));
  });

  routes.delete('/:id/chat-link', async (c) => {
    const patient = await ownPatient(c);
    if (!patient) return fail(c, 404, PATIENT_MESSAGES.notFound);
    const revoked = await revokeLinks(deps, c.var.user.id, patient.id, onboarding.now());
    return ok(c, { revoked });
  });

  return routes;
}
