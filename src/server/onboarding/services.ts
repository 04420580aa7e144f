/**
 * What the onboarding routes share, built once at start: the clock, the public URL for e-mailed
 * links, the mailer, the upload store and the rate limiter. Invariant: routes read time from
 * `now()` only, so tests can move the clock (24 h expiry) without waiting.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { sweepExpiredDrafts } from '../files/drafts.ts';
import type { FileStore } from '../files/file-store.ts';
import type { FilesConfig } from '../files/files-config.ts';
import { openFileStore } from '../files/open-file-store.ts';
import { sweepOrphanFiles } from '../files/orphan-sweep.ts';
import type { I18nRegistry } from '../i18n.ts';
import { errorFields, type Logger } from '../log.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  type RateLimiter,
  type RateLimitRules,
  scaleRules,
} from '../rate-limit/rate-limiter.ts';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export type OnboardingServices = {
  now: () => Date;
  /** Absolute origin of the app for e-mailed links, without a trailing slash. */
  publicUrl: () => string;
  mailer: Mailer;
  files: FileStore;
  rateLimiter: RateLimiter;
  close(): Promise<void>;
};

export type OnboardingOptions = {
  db: Db;
  i18n: I18nRegistry;
  log: Logger;
  print: (line: string) => void;
  now: () => Date;
  publicUrl: () => string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Undefined: a temporary directory removed at close (tests with in-memory databases). */
  files: FilesConfig | undefined;
  rateLimits: Partial<RateLimitRules> | undefined;
  rateLimitMultiplier: number;
  trustedProxies: number;
};

export async function createOnboardingServices(options: OnboardingOptions): Promise<OnboardingServices> {
  const tempDir = options.files ? undefined : await mkdtemp(path.join(tmpdir(), 'mindoffice-uploads-'));
  const files = await openFileStore(options.files ?? { kind: 'disk', dir: tempDir ?? '' });
  const mailer = createMailer({
    db: options.db,
    i18n: options.i18n,
    log: options.log,
    print: options.print,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
  });
  const rateLimiter = createRateLimiter({
    db: options.db,
    rules: { ...scaleRules(DEFAULT_RATE_LIMITS, options.rateLimitMultiplier), ...options.rateLimits },
    now: options.now,
    trustedProxies: options.trustedProxies,
  });
  const sweep = async (withOrphans: boolean) => {
    try {
      await sweepExpiredDrafts(options.db, files, options.now());
      if (!withOrphans) return;
      const removed = await sweepOrphanFiles(options.db, files, options.now());
      if (removed > 0) options.log.info('orphan files removed', { count: removed });
    } catch (error) {
      options.log.warn('file sweep failed', errorFields(error));
    }
  };
  // Not the orphans at start: listing a whole bucket would delay every node's start, and an hour of
  // grace makes them the timer's work anyway.
  await sweep(false);
  // Abandoned registrations leave uploads behind; hourly is plenty for a 14-day expiry.
  const sweeper = setInterval(() => void sweep(true), SWEEP_INTERVAL_MS);
  sweeper.unref();
  return {
    now: options.now,
    publicUrl: options.publicUrl,
    mailer,
    files,
    rateLimiter,
    async close() {
      clearInterval(sweeper);
      mailer.close();
      await files.close();
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    },
  };
}
