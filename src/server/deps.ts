/**
 * Everything the HTTP and WebSocket layers need, built once at start by server.ts and passed down
 * explicitly (no module-level singletons, so tests can run several servers in one process).
 */
import type { Db, DbKind } from './db/client.ts';
import type { I18nRegistry } from './i18n.ts';
import type { Logger } from './log.ts';
import type { OnboardingServices } from './onboarding/services.ts';
import type { Hub } from './realtime/hub.ts';

export type AppDeps = {
  db: Db;
  dbKind: DbKind;
  jwtSecret: string;
  i18n: I18nRegistry;
  log: Logger;
  hub: Hub;
  distDir: string;
  /** TRUST_PROXY: X-Forwarded-For and X-Forwarded-Proto describe the client. */
  trustProxy: boolean;
  onboarding: OnboardingServices;
};
