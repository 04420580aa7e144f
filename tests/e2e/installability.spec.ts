import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { CHROMIUM_ARGS } from './support/env.ts';
import { AppPage, expect, test } from './support/fixtures.ts';

// Offline reloads, installing and push need the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test('the app passes Chromium installability checks and its manifest starts at /dashboard', async ({
  playwright,
  baseURL,
}) => {
  // Installability is only assessed outside incognito, so this test uses a real (persistent) profile.
  const profile = mkdtempSync(join(tmpdir(), 'mindoffice-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await new AppPage(page).waitForServiceWorker();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' });
    const icons = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
    );
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the pages carry a CSP without inline script', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
});

test('a file of the first precache turn that fails once is asked again, and the worker still takes over', async ({
  app,
  page,
  context,
}) => {
  // The worker's list names the calendar's chunk among what it stores before taking over; the sign-in
  // page itself never loads it, so only the worker asks for it.
  const workerScript = await (await page.request.get('/sw.js')).text();
  const calendarChunk = workerScript.match(/assets\/SessionCalendar-[\w-]+\.js/)?.[0];
  expect(calendarChunk).toBeDefined();
  let requests = 0;
  await context.route(`**/${calendarChunk}`, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/sign-in');
  await app.waitForServiceWorker();
  expect(requests).toBe(2);
  const isStored = await page.evaluate(async (file) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if ((await cache.keys()).some((request) => request.url.endsWith(file))) return true;
    }
    return false;
  }, `/${calendarChunk}`);
  expect(isStored).toBe(true);
});
