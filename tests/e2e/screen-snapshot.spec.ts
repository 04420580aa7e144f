// The last screen of an office page, kept on the device (src/core/screen-snapshot.ts): an offline
// reload of /patients in Arabic paints the page's rows, right to left and inert, from the HTML the
// service worker answers, before any script has run; the app then draws the live page in its place, and
// signing out deletes the picture with the rest of the device's data.
import type { Page } from '@playwright/test';
import { SCREEN_SNAPSHOT_CACHE, snapshotKey } from '../../src/core/screen-snapshot.ts';
import { expect, test } from './support/fixtures.ts';
import { countryName, tr } from './support/onboarding-i18n.ts';
import { runSurname } from './support/patients-api.ts';
import { PatientsPage } from './support/patients-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

type FirstRow = { fromSnapshot: boolean; inert: boolean; text: string; readyState: string; dir: string };

/** Records, per document, the first patient row drawn from the snapshot and the first drawn by the app. */
const FIRST_ROWS_SCRIPT = `
  window.__firstRows = [];
  new MutationObserver(() => {
    for (const row of document.querySelectorAll('[data-testid="patient-row"]')) {
      const fromSnapshot = row.closest('[data-screen-snapshot]') !== null;
      if (window.__firstRows.some((seen) => seen.fromSnapshot === fromSnapshot)) continue;
      window.__firstRows.push({
        fromSnapshot,
        inert: row.closest('[inert]') !== null,
        text: row.textContent,
        readyState: document.readyState,
        dir: document.documentElement.dir,
      });
    }
  }).observe(document, { subtree: true, childList: true });
`;

const firstRows = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstRows: FirstRow[] }).__firstRows);

function snapshotHolds(page: Page, path: string, text: string): Promise<boolean> {
  return page.evaluate(
    async ([cacheName, key, expected]) => {
      const response = await caches.match(key, { cacheName });
      return response ? ((await response.json()) as { html: string }).html.includes(expected) : false;
    },
    [SCREEN_SNAPSHOT_CACHE, snapshotKey(new URL(page.url()).origin, path), text] as const,
  );
}

test('AR: an offline reload of /patients paints its last screen before any script runs, the app replaces it, and sign-out deletes it', async ({
  browser,
}) => {
  const account = E2E_SPECIALISTS.screenSnapshot;
  const office = await openOfflineCapableBrowser(browser, account);
  const { page, context } = office;
  await context.addInitScript(FIRST_ROWS_SCRIPT);
  try {
    const patients = new PatientsPage(page, 'AR');
    await patients.open();
    const name = `Rana ${runSurname()}`;
    await patients.add({
      name,
      contactNumber: '+33 6 12 34 56 78',
      email: `rana.${runSurname().toLowerCase()}@mail.test`,
      gender: 'Female',
      dateOfBirth: '03/03/1988',
      country: countryName('AR', 'FR'),
    });
    // Taken once the page has been still for a second and the browser is idle.
    await expect.poll(() => snapshotHolds(page, '/patients', name), { timeout: 15_000 }).toBe(true);

    await office.goOffline();
    await page.reload();
    await expect(patients.row(name)).toBeVisible();
    await expect.poll(async () => (await firstRows(page)).length).toBe(2);
    const [fromSnapshot, fromApp] = await firstRows(page);
    expect(fromSnapshot).toMatchObject({ fromSnapshot: true, inert: true, dir: 'rtl' });
    expect(fromSnapshot?.text).toContain(name);
    // Drawn while the document was still being read: from the worker's HTML, before the scripts ran.
    expect(fromSnapshot?.readyState).not.toBe('complete');
    expect(fromApp).toMatchObject({ fromSnapshot: false, inert: false });
    await expect(page.locator('[data-screen-snapshot]')).toHaveCount(0);
    await expect(page.getByTestId('patients-table')).toHaveCount(1);

    // Signing out wipes the device: the worker has no picture of the office left to draw.
    await office.goOnline();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: tr('AR', 'Sign out') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => caches.keys())).not.toContain(SCREEN_SNAPSHOT_CACHE);
    await office.goOffline();
    await page.goto('/patients?lang=AR');
    await page.waitForURL((url) => url.pathname.startsWith('/sign-in'));
    expect(await firstRows(page)).toEqual([]);
  } finally {
    await office.close();
  }
});
