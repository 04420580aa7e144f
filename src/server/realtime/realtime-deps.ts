/** What the `/ws` endpoint and its two kinds of sockets need from the app's dependencies. */
import type { AuthDeps } from '../auth/middleware.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { OnboardingServices } from '../onboarding/services.ts';
import type { Hub } from './hub.ts';
import type { RealtimeServices } from './realtime-services.ts';

export type RealtimeDeps = AuthDeps & {
  db: Db;
  hub: Hub;
  log: Logger;
  realtime: RealtimeServices;
  onboarding: Pick<OnboardingServices, 'now' | 'rateLimiter'>;
};
