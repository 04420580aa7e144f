/**
 * Composes the Hono application: request id and log, language, security headers, the JSON body limit
 * and reader, the /api routes, the /ws endpoint, then the built app with its SPA fallback.
 */
import { createNodeWebSocket, type NodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { ACCOUNT_DATA_PATH } from '#core/account-data';
import { PUBLIC_ARTICLES_PATH } from '#core/articles/public-article';
import { PUBLIC_BOOKING_PATH } from '#core/booking/booking-api';
import { PATIENT_CHAT_PATH } from '#core/chats/chat-link-api';
import { CREDENTIAL_REVIEWS_PATH } from '#core/credentials/credential-review-api';
import { PATIENTS_PATH } from '#core/patients/patient-entity';
import { ADMIN_COMMISSION_RATES_PATH, COMMISSION_RATE_PATH } from '#core/sessions/commission-api';
import { SESSIONS_PATH } from '#core/sessions/session-entity';
import { SECURITY_PATHS } from '#core/two-factor';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/app-env.ts';
import { jsonBodyLimitMiddleware } from './http/body-limit.ts';
import { bookPageRenderer } from './http/book-page.ts';
import { compressJsonMiddleware } from './http/compress-json.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { inputGuardMiddleware } from './http/input-guard.ts';
import { jsonBodyMiddleware } from './http/json-body.ts';
import { languageMiddleware } from './http/language.ts';
import { readPageRenderer } from './http/read-page.ts';
import { requestLogMiddleware } from './http/request-log.ts';
import { securityHeadersMiddleware } from './http/security-headers.ts';
import { mountStatic } from './http/static.ts';
import { notifyingRefusals } from './notifications/refusals.ts';
import { mountRealtime } from './realtime/ws-route.ts';
import { accountDataRoutes } from './routes/account-data.ts';
import { accountSecurityRoutes } from './routes/account-security.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminTwoFactorRoutes } from './routes/admin-two-factor.ts';
import { authRoutes } from './routes/auth.ts';
import { chatLinkRoutes } from './routes/chat-links.ts';
import { adminCommissionRateRoutes, commissionRateRoutes } from './routes/commission-rates.ts';
import { commonRoutes } from './routes/common.ts';
import { credentialReviewRoutes } from './routes/credential-reviews.ts';
import { entityRoutes } from './routes/entity-routes.ts';
import { fileRoutes } from './routes/files.ts';
import { healthRoutes } from './routes/health.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { passkeySignInRoutes } from './routes/passkey-sign-in.ts';
import { passwordRoutes } from './routes/password.ts';
import { patientChatRoutes } from './routes/patient-chat.ts';
import { patientErasureRoutes } from './routes/patient-erasure.ts';
import { publicArticleRoutes } from './routes/public-articles.ts';
import { publicBookingRoutes } from './routes/public-booking.ts';
import { pushRoutes } from './routes/push.ts';
import { registrationRoutes } from './routes/registration.ts';
import { roomRoutes } from './routes/rooms.ts';
import { sessionPatientMailRoutes } from './routes/session-patient-mails.ts';
import { syncRoutes } from './routes/sync.ts';
import { SERVER_ENTITIES } from './synced-entities.ts';

export type ComposedApp = {
  app: Hono<AppEnv>;
  injectWebSocket: NodeWebSocket['injectWebSocket'];
  wss: NodeWebSocket['wss'];
};

// Incoming realtime messages are tiny (ping, presence); the ws default of 100 MiB invites abuse.
const WS_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Every request's middleware, before any route; exported so the API bench can measure it alone. */
export function applyCommonMiddleware(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'log' | 'i18n' | 'trustedProxies'>,
): void {
  app.use(requestId());
  app.use(requestLogMiddleware(deps.log));
  app.use(languageMiddleware(deps.i18n));
  app.use(securityHeadersMiddleware({ trustedProxies: deps.trustedProxies }));
  // Outside the routes' own middleware so it sees their final answer, errors included.
  app.use('/api/*', compressJsonMiddleware());
  app.use('/api/*', inputGuardMiddleware());
  app.use('/api/*', jsonBodyLimitMiddleware());
  app.use('/api/*', jsonBodyMiddleware(deps.i18n));
}

export function createApp(deps: AppDeps): ComposedApp {
  const app = new Hono<AppEnv>();
  applyCommonMiddleware(app, deps);

  app.route('/api', healthRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/auth', passkeySignInRoutes(deps));
  app.route('/api/common', commonRoutes(deps));
  // Onboarding (issue 4).
  app.route('/api/registration', registrationRoutes(deps));
  app.route('/api/files', fileRoutes(deps));
  app.route('/api/onboarding', onboardingRoutes(deps));
  app.route('/api/password', passwordRoutes(deps));
  app.route(ADMIN_COMMISSION_RATES_PATH, adminCommissionRateRoutes(deps));
  app.route(CREDENTIAL_REVIEWS_PATH, credentialReviewRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/admin', adminTwoFactorRoutes(deps));
  app.route(COMMISSION_RATE_PATH, commissionRateRoutes(deps));
  // The synced entities' writes: their routes and the batch run the engine's commands; a refusal
  // becomes the device's notification (the engine offers the hook, the notifications fill it).
  const writes = { ...deps, onAnswer: notifyingRefusals(deps) };
  for (const entity of SERVER_ENTITIES) app.route(entity.synced.path, entityRoutes(writes, entity));
  app.route('/api/sync', syncRoutes(writes, SERVER_ENTITIES));
  app.route(PUBLIC_ARTICLES_PATH, publicArticleRoutes(deps));
  app.route(PUBLIC_BOOKING_PATH, publicBookingRoutes(deps));
  // After the entities: /api/patients/:id/chat-link and /erasure beside the patients' own routes, and
  // /api/sessions/:id/patient-mails beside the sessions'.
  app.route(PATIENTS_PATH, chatLinkRoutes(deps));
  app.route(PATIENTS_PATH, patientErasureRoutes(deps));
  app.route(SESSIONS_PATH, sessionPatientMailRoutes(deps));
  app.route(PATIENT_CHAT_PATH, patientChatRoutes(deps));
  app.route('/api/push', pushRoutes(deps));
  app.route(SECURITY_PATHS.status, accountSecurityRoutes(deps));
  app.route(ACCOUNT_DATA_PATH, accountDataRoutes(deps));
  app.route('/api/rooms', roomRoutes(deps));

  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  wss.options.maxPayload = WS_MAX_PAYLOAD_BYTES;
  mountRealtime(app, upgradeWebSocket, deps);

  const publicUrl = deps.onboarding.publicUrl;
  mountStatic(
    app,
    deps.distDir,
    readPageRenderer({ ...deps, publicUrl }),
    bookPageRenderer({ ...deps, publicUrl, now: deps.onboarding.now }),
  );
  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.log, deps.i18n));
  return { app, injectWebSocket, wss };
}
