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
