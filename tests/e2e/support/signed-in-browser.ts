// A signed-in browser without a service worker: only the page replays the outbox, so Playwright's
// offline emulation is a real offline (the worker's Background Sync would replay behind its back, see
// src/local/README.md "Known gotchas") and every answer of the server reaches the page under test.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { openCuttableLink } from './cuttable-link.ts';
import { E2E_PORT } from './env.ts';
import { AppPage } from './fixtures.ts';
import { PatientsPage } from './patients-page.ts';
import { SyncIndicator } from './sync-indicator.ts';

export async function openSignedInBrowser(
  browser: Browser,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  const app = new AppPage(page);
  await app.signIn(account.email, account.password);
  return { context, page, app, patients: new PatientsPage(page), sync: new SyncIndicator(page) };
}

/**
 * A signed-in browser whose service worker is active (an offline navigation is served from its
 * cache), reaching the server through a link the test cuts: offline then holds for the worker's own
 * fetches too, as in patients-offline.spec.ts.
 */
export async function openOfflineCapableBrowser(
  browser: Browser,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
) {
  const link = await openCuttableLink(E2E_PORT);
  const context = await browser.newContext({ ...options, baseURL: link.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const app = new AppPage(page);
  await app.signIn(account.email, account.password);
  await app.waitForServiceWorker();
  return {
    context,
    page,
    app,
    patients: new PatientsPage(page),
    sync: new SyncIndicator(page),
    async goOffline() {
      link.cut();
      await context.setOffline(true);
    },
    async goOnline() {
      link.restore();
      await context.setOffline(false);
    },
    throttleUpload: (bytesPerSecond: number | undefined) => link.throttleUpload(bytesPerSecond),
    async close() {
      await context.close();
      await link.close();
    },
  };
}
