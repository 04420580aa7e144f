/**
 * `/api/registration/*`: the live e-mail check (the spec's messages) and the registration request.
 * Both are rate limited per client; the check does say "already registered" because the spec asks
 * for it, so its limit is the tightest defence against harvesting addresses.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Envelope } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { EmailAvailabilityData, RegistrationData } from '#core/onboarding/api';
import { UPLOAD_TOKEN_HEADER } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { emailAvailabilityQuerySchema, registrationSchema } from '#core/onboarding/registration';
import { VALIDATION_MESSAGES as V } from '#core/validation/messages';
import { findUserByEmail } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import { findOpenDraft } from '../files/drafts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate, translateId } from '../i18n.ts';
import { register } from '../onboarding/register.ts';

export function registrationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { rateLimiter } = deps.onboarding;

  routes.get('/email-availability', rateLimiter.perClient('emailCheck'), async (c) => {
    const parsed = v.safeParse(emailAvailabilityQuerySchema, { email: c.req.query('email') ?? '' });
    if (!parsed.success) {
      const id = parsed.issues[0]?.message ?? M.emailCheckFailed.id;
      const message = translateId(c.var.i18n, id) ?? translate(c.var.i18n, M.emailCheckFailed);
      return fail(c, 400, M.emailCheckFailed, { email: message });
    }
    const user = await findUserByEmail(deps.db, parsed.output.email);
    // A rejected applicant may register again, so their address counts as available.
    const available = !user || user.status === 'rejected';
    return ok<EmailAvailabilityData>(c, {
      available,
      message: translate(c.var.i18n, available ? M.emailAvailable : M.emailTaken),
    });
  });

  routes.post('/', rateLimiter.perClient('signUp'), async (c) => {
    const now = deps.onboarding.now();
    const input = validateBody(
      c,
      registrationSchema(() => now),
    );
    if (!input.ok) {
      // Same field errors, but the form's own summary (spec §5) instead of the generic 400 text.
      const { errors } = (await input.response.json()) as Envelope<never>;
      return fail(c, 400, V.completeAllRequired, errors);
    }
    const token = input.value.uploadToken ?? c.req.header(UPLOAD_TOKEN_HEADER);
    const draft = await findOpenDraft(deps.db, token, now);
    if (!draft) {
      return fail(c, 400, ERROR_MESSAGES.badRequest, {
        uploadToken: translate(c.var.i18n, M.uploadSessionInvalid),
      });
    }
    const existing = await findUserByEmail(deps.db, input.value.email);
    if (existing && existing.status !== 'rejected') {
      return fail(c, 400, ERROR_MESSAGES.badRequest, { email: translate(c.var.i18n, M.emailTaken) });
    }
    const result = await register(deps.db, draft, input.value, now);
    if (!result.ok) {
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, message]) => [field, translate(c.var.i18n, message)]),
      );
      return fail(c, 400, ERROR_MESSAGES.badRequest, errors);
    }
    for (const storageName of result.replacedFiles) await deps.onboarding.files.remove(storageName);
    deps.log.info('registration submitted', { userId: result.userId, requestId: c.var.requestId });
    return c.json(
      {
        success: true,
        message: translate(c.var.i18n, M.registrationReceived),
        data: { id: result.userId } satisfies RegistrationData,
      },
      201,
    );
  });

  return routes;
}
