/**
 * Everything the HTTP and WebSocket layers need, built once at start by server.ts and passed down
 * explicitly (no module-level singletons, so tests can run several servers in one process).
 */
import type { PasswordGate } from './auth/password-gate.ts';
import type { SessionGuard } from './auth/session-guard.ts';
import type { Db, DbKind } from './db/client.ts';
import type { I18nRegistry } from './i18n.ts';
import type { Logger } from './log.ts';
import type { OnboardingServices } from './onboarding/services.ts';
import type { Hub } from './realtime/hub.ts';
import type { RealtimeServices } from './realtime/realtime-services.ts';
import type { IceSettings } from './rooms/ice-servers.ts';
import type { SecretBox } from './secrets/secret-box.ts';

export type AppDeps = {
  db: Db;
  dbKind: DbKind;
  jwtSecret: string;
  /** Seals what the server must read back but a database dump must not reveal (TOTP secrets). */
  secretBox: SecretBox;
  /** The session check and its cache; whatever ends sessions goes through sessionTransaction. */
  sessions: SessionGuard;
  i18n: I18nRegistry;
  log: Logger;
  hub: Hub;
  /** Typing and presence across processes (realtime/broadcast.ts, realtime/presence.ts). */
  realtime: RealtimeServices;
  distDir: string;
  /**
   * TRUST_PROXY: how many proxies in front append to X-Forwarded-For (http/client-address.ts) and set
   * X-Forwarded-Proto; 0: none, those headers are the client's own.
   */
  trustedProxies: number;
  onboarding: OnboardingServices;
  /** The Web Push VAPID public key the browsers subscribe with (notifications/vapid-keys.ts). */
  vapidPublicKey: string;
  /** Sign-in's password checks, a bounded number at once (auth/password-gate.ts). */
  passwordGate: PasswordGate;
  /** PUSH_SERVICES: the hosts a push subscription's endpoint may be on (notifications/push-endpoints.ts). */
  pushServices: readonly string[];
  /** Live sessions' ICE servers and TURN secret (rooms/ice-servers.ts). */
  ice: IceSettings;
};
