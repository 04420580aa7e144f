/**
 * Starts and stops the whole server: database (migrated), secrets, first admin, HTTP and WebSocket
 * on one port. Used by main.ts and by the tests (port 0, in-memory PGlite or a PostgreSQL URL).
 */

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS, startAccessLogRetention } from './access-log/retention.ts';
import { createApp } from './app.ts';
import { ensureAdminAccount } from './auth/admin-seed.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { createPasswordGate, DEFAULT_PASSWORD_GATE } from './auth/password-gate.ts';
import { preparePasswordChecks } from './auth/passwords.ts';
import { createSessionGuard, type SessionGuard } from './auth/session-guard.ts';
import { startSessionRelay } from './auth/session-relay.ts';
import { DEFAULT_ICE_SETTINGS, type ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import { type RegisteredRoute, registeredRoutes } from './http/route-list.ts';
import { loadI18n } from './i18n.ts';
import { createLogger, type Logger } from './log.ts';
import { DEFAULT_PUSH_SERVICES, pushAgent } from './notifications/push-endpoints.ts';
import { type PushSender, startPushSender } from './notifications/push-sender.ts';
import { startReminders } from './notifications/reminders.ts';
import { loadVapidKeys } from './notifications/vapid-keys.ts';
import { createOnboardingServices } from './onboarding/services.ts';
import { type PatientMailSender, startPatientMails } from './patient-mail/send-patient-mails.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { createRealtimeServices } from './realtime/realtime-services.ts';
import { closeWebSockets } from './realtime/shutdown.ts';
import { installRecordDataKeys } from './secrets/record-keyring.ts';
import { loadRecordDataKeys } from './secrets/record-keys.ts';
import { createSecretBox } from './secrets/secret-box.ts';
import { loadSecretsKey } from './secrets/secrets-key.ts';
import { printAdminCredentials, warnAboutStoredLinks } from './startup-messages.ts';
import { startSyncServices } from './sync/sync-services.ts';

export type StartOptions = {
  /** Human-facing output (credentials, where to open the app); console.log by default. */
  print?: (line: string) => void;
  logger?: Logger;
  /** The clock of onboarding links and rate limits; tests move it to expire a 24-hour link. */
  now?: () => Date;
};

export type RunningServer = {
  /** Where this machine reaches it: http://127.0.0.1:<port> for a wildcard bind. */
  url: string;
  port: number;
  database: Database;
  hub: Hub;
  /** The session check and its cache (tests look at the cache). */
  sessions: SessionGuard;
  /** Web Push's sweep (tests run it at once instead of waiting for its timer). */
  pushSender: PushSender;
  /** The patients' session e-mails' sweep (tests run it at once, with their own clock). */
  patientMails: PatientMailSender;
  /** Where uploaded bytes are stored (tests look for what must be gone). */
  files: FileStore;
  /** Every endpoint the app answers (method and path pattern), for the authorization and fuzz gates. */
  routes: readonly RegisteredRoute[];
  /** Idempotent. Stops accepting, closes sockets, then the HTTP server, then the database. */
  close(): Promise<void>;
};

// Requests still running when shutdown starts get this long to finish before their sockets are cut.
const SHUTDOWN_GRACE_MS = 5000;

type HttpServer = ReturnType<typeof serve>;

function listen(server: HttpServer): Promise<number> {
  return new Promise((resolve, reject) => {
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    if (server.listening) onListening();
    else server.once('listening', onListening).once('error', onError);
  });
}

function closeHttp(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    // Keep-alive connections with no request in flight would hold close() open for no reason.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const print = options.print ?? ((line: string) => console.log(line));
  const log = options.logger ?? createLogger(config.logLevel);

  const database = await openDatabase(config.database, log);
  try {
    const [i18n, jwtSecret, secretsKey] = await Promise.all([
      loadI18n(log),
      loadJwtSecret(database.db, config.jwtSecret),
      loadSecretsKey(database.db, config.secretsKey),
    ]);
    // Before any request: the clinical record's columns seal and open with these keys.
    installRecordDataKeys(await loadRecordDataKeys(database.db, config));
    await preparePasswordChecks();
    const seeded = await ensureAdminAccount(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    if (seeded.created) printAdminCredentials(print, seeded);
    warnAboutStoredLinks(print, config);

    const vapid = await loadVapidKeys(
      database.db,
      config.vapid,
      config.mailFrom ?? 'MindOffice <no-reply@mindoffice.local>',
    );
    const hub = createHub();
    const realtime = createRealtimeServices({ db: database.db, dbKind: database.kind, log, hub });
    const syncServices = await startSyncServices(config.database, database.db, hub, log, (payload) =>
      realtime.broadcast.receive(payload),
    );
    const sessions = createSessionGuard(database.db, database.kind);
    sessions.cache.onEvict((target) => hub.closeEnded(target));
    const sessionRelay = await startSessionRelay(config.database, sessions.cache, log);
    let boundPort = config.port;
    const onboarding = await createOnboardingServices({
      db: database.db,
      i18n,
      log,
      print,
      now: options.now ?? (() => new Date()),
      // Read per e-mail: with PORT=0 the real port is known only after listen.
      publicUrl: () => config.publicUrl ?? `http://localhost:${boundPort}`,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom ?? 'MindOffice <no-reply@mindoffice.local>',
      files: config.files,
      rateLimits: config.rateLimits,
      trustedProxies: config.trustedProxies ?? 0,
      rateLimitMultiplier: config.rateLimitMultiplier ?? 1,
    });
    const { app, injectWebSocket, wss } = createApp({
      onboarding,
      db: database.db,
      dbKind: database.kind,
      jwtSecret,
      secretBox: createSecretBox(secretsKey),
      sessions,
      i18n,
      log,
      hub,
      realtime,
      vapidPublicKey: vapid.publicKey,
      pushServices: config.pushServices ?? DEFAULT_PUSH_SERVICES,
      passwordGate: createPasswordGate(config.passwordGate ?? DEFAULT_PASSWORD_GATE),
      ice: config.ice ?? DEFAULT_ICE_SETTINGS,
      distDir: config.distDir,
      trustedProxies: config.trustedProxies ?? 0,
    });
    const pushSender = startPushSender(
      {
        db: database.db,
        log,
        i18n,
        vapid,
        ...(config.pushDelayMs !== undefined ? { delayMs: config.pushDelayMs } : {}),
        services: config.pushServices ?? DEFAULT_PUSH_SERVICES,
        agent: pushAgent({
          ...(config.pushCa ? { ca: config.pushCa } : {}),
          allowPrivateAddresses: config.pushAllowsPrivateAddresses ?? false,
        }),
        timer: config.pushTimer ?? true,
      },
      options.now ?? (() => new Date()),
    );
    const patientMails = startPatientMails(
      {
        db: database.db,
        log,
        i18n,
        mailer: onboarding.mailer,
        organizerEmail: addressOf(config.mailFrom ?? 'MindOffice <no-reply@mindoffice.local>'),
        publicUrl: onboarding.publicUrl,
        timer: config.patientMailTimer ?? true,
      },
      options.now ?? (() => new Date()),
    );
    const reminders =
      config.reminderTimer === false
        ? { close: async () => undefined }
        : startReminders(
            { db: database.db, dbKind: database.kind, hub, log },
            options.now ?? (() => new Date()),
          );
    const accessLogRetention = startAccessLogRetention(
      {
        db: database.db,
        log,
        retentionDays: config.accessLogRetentionDays ?? DEFAULT_ACCESS_LOG_RETENTION_DAYS,
      },
      options.now ?? (() => new Date()),
    );
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
    injectWebSocket(server);
    const port = await listen(server);
    boundPort = port;

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        // server.close() stops accepting at once; it completes when the sockets below are gone.
        const httpClosed = closeHttp(server);
        await closeWebSockets(wss, hub);
        realtime.presence.close();
        realtime.broadcast.close();
        await httpClosed;
        await reminders.close();
        await accessLogRetention.close();
        await pushSender.close();
        await patientMails.close();
        await onboarding.close();
        await syncServices.close();
        await sessionRelay.close();
        await database.close();
      })();
      return closing;
    };
    const isWildcard = ['0.0.0.0', '::', ''].includes(config.host);
    const urlHost = isWildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      database,
      hub,
      sessions,
      pushSender,
      patientMails,
      files: onboarding.files,
      routes: registeredRoutes(app),
      close,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The bare address of a From header (`Name <a@b>` → `a@b`). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
