import { expect, test } from './support/fixtures.ts';

// Offline reloads, installing and push need the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test('an unknown path shows the page-not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a route that fails shows the router error view', async ({ page }) => {
  // `from` must be a string; a number makes the route's search validation throw.
  await page.goto('/network-error?from=42');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});

test('the network error screen offers Try Again and Go to Home', async ({ page }) => {
  await page.goto('/sign-in');
  await page.goto('/network-error?from=%2Fsign-in');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/network-error');
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('going offline shows "No Internet Connection" until the connection returns', async ({ app, page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered page shows its heading before its scripts download (they start after the first
  // paint): going offline before then would leave nothing running to notice. Wait until they ran.
  await page.waitForLoadState('networkidle');
  const banner = page.getByTestId('connectivity-banner');
  // On a loaded machine "network idle" can come before React has hydrated the banner (it listens for
  // `offline` only from then): wait until React owns its element (it keeps a fiber key on it).
  await expect
    .poll(() =>
      banner.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  await app.goOffline();
  await expect(banner).toHaveText('No Internet Connection');
  await app.goOnline();
  await expect(banner).toHaveText('Internet Connected');
  // Hidden after 3 s: the assertion's timeout is longer than that, and it fails if it stays.
  await expect(banner).toHaveText('', { timeout: 6_000 });
});

test('a visited app reloads offline from the service worker, deep links included', async ({ app, page }) => {
  await app.signIn();
  await app.waitForServiceWorker();
  await app.goOffline();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/patients');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  await expect(page.getByTestId('connectivity-banner')).toHaveText('No Internet Connection');
  // The build's files came from the precache through the worker's static route, not its fetch handler.
  const assetSources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map(
        (entry) =>
          (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType,
      ),
  );
  expect(assetSources.length).toBeGreaterThan(10);
  expect(new Set(assetSources)).toEqual(new Set(['cache']));
  // A page that started offline still says when the connection is back.
  await app.goOnline();
  await expect(page.getByTestId('connectivity-banner')).toHaveText('Internet Connected');
});
