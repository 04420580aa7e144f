import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_JWT_SECRET,
  E2E_PORT,
} from './tests/e2e/support/env.ts';
import { E2E_SMTP_URL } from './tests/e2e/support/mailbox-env.ts';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from './tests/support/system-deps.ts';

/** The specs whose tests hold a live call between two browsers (the accessibility gate's are stills). */
const LIVE_CALL_SPECS = /rooms.*\.spec\.ts$/;

/**
 * The specs that need what only the full browser has: its PDF viewer (a document opened from a chat)
 * and notifications (a push shown by the service worker). In the headless shell the PDF tab stays
 * about:blank, no notification is shown, and a call's fake camera never connects.
 */
const FULL_BROWSER_SPECS = /(chat-documents|push)\.spec\.ts$/;

const fullBrowser = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

// End-to-end tests drive Debian's Chromium against the production build served by the real server
// (PGlite in a fresh data directory), exactly what `npm start` runs.
export default defineConfig({
  testDir: 'tests/e2e',
  // Sized for a slow machine, not a fast one: on a 2-core machine whose Lighthouse benchmark index
  // was ~1,500–2,400, the longer flows (availability, chats) took 55–70 s, the sessions journey over
  // 120 s, and a loaded office page over 10 s to show a toast. A hang still fails, later. (The long
  // flows used to raise their own limit to 120 s; this one covers them all.)
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  outputDir: '.tmp/test-results',
  // A real SMTP receiver on loopback catches the onboarding e-mails (tests/e2e/support/mailbox.ts).
  globalSetup: './tests/e2e/support/mailbox-server.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // A service worker precaches the whole build (~300 files) in every new context: a third of a
    // screen's cost in the accessibility gate. Only the specs about offline reloads, installing and
    // push let it register (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    locale: 'en-US',
    // Recording a trace for every test cost about a quarter of each test's time (screencast and DOM
    // snapshots on every action); a test that fails records one on its retry.
    trace: 'on-first-retry',
    // Chromium's headless shell: the whole suite's CPU is the browsers', and in the shell the journeys
    // took a third less (sessions journey 36 s → 24 s, a part of the accessibility gate 20 s → 13 s).
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  // The full-browser projects come first: Playwright starts the projects in this order, and last they
  // left one worker idle for ~50 s at the end of the run (the live calls take one worker at a time).
  projects: [
    // Two browsers encoding a fake camera each are the heaviest tests here: run beside another such
    // call on a 2-core CI machine, a call's video never reached the other side (0 frames decoded in
    // 30 s) while its sound did. So the calls take one worker, one call at a time.
    {
      name: 'live calls',
      use: { browserName: 'chromium', launchOptions: fullBrowser },
      testMatch: LIVE_CALL_SPECS,
      workers: 1,
    },
    {
      name: 'full browser',
      use: { browserName: 'chromium', launchOptions: fullBrowser },
      testMatch: FULL_BROWSER_SPECS,
    },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [LIVE_CALL_SPECS, FULL_BROWSER_SPECS],
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/start-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      SMTP_URL: E2E_SMTP_URL,
      PUBLIC_URL: E2E_BASE_URL,
      // Every e2e test comes from 127.0.0.1: one shared rate-limit bucket (the server suite tests the limits).
      RATE_LIMIT_MULTIPLIER: '20',
    },
  },
});
