// The public pages arrive as HTML already drawn in the visitor's language (issue 14), then React
// hydrates that same markup without a warning and the page works as before.
import { DB_NAME } from '../../src/local/db-name.ts';
import { DEFAULT_DIST_DIR } from '../../src/server/config.ts';
import { dexieChunks } from '../support/dexie-chunks.ts';
import { expect, test, waitForPageToSettle } from './support/fixtures.ts';
import { OnboardingUi } from './support/onboarding-pages.ts';

// The start registers the service worker: a blocked registration would log an error on every page.
test.use({ serviceWorkers: 'allow' });

const ARABIC_SIGN_UP_HEADING = 'سجّل كأخصائي نفسي أو مدرّب';

test('the HTML of /sign-up in Arabic is right-to-left with its Arabic heading before any script runs', async ({
  request,
  browser,
}) => {
  const response = await request.get('/sign-up?lang=AR');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(html).toContain(ARABIC_SIGN_UP_HEADING);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // the CSP allows no inline script

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/sign-up?lang=AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC_SIGN_UP_HEADING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
  } finally {
    await context.close();
  }
});

for (const [path, heading] of [
  ['/', 'Grow your practice as a psychologist or coach'],
  ['/sign-in', 'Sign in'],
  ['/sign-up?lang=AR', ARABIC_SIGN_UP_HEADING],
  ['/forgot-password?lang=FR', undefined],
  ['/thankyou', undefined],
] as const) {
  test(`${path} hydrates without a console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The language switcher is disabled until hydration, so enabled means React now owns the page.
    await expect(page.getByRole('combobox', { name: /Language|Langue|اللغة/ })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the stored language picks the prerendered page the server sends next time', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  const html = await (await page.request.get('/sign-in')).text();
  expect(html).toMatch(/<html lang="fr" dir="ltr"/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toBeEnabled();
});

test('sign-in, forgot-password and a first visit to sign-up leave the local database unloaded until used', async ({
  page,
}) => {
  const chunks = dexieChunks(DEFAULT_DIST_DIR);
  expect(chunks.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name));
  for (const path of ['/sign-in', '/forgot-password', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByTestId('language-switcher')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // Past the page's idle callbacks (when-idle.ts), when sign-up looks for a draft: ours is queued
    // after them, then no file may load for a while.
    await waitForPageToSettle(page);
    expect(
      requested.filter((name) => chunks.includes(name)),
      path,
    ).toEqual([]);
  }
  expect(await databases()).not.toContain(DB_NAME);
  // The first keystroke is kept: the draft store, and with it the database, arrive then.
  await page.getByRole('textbox', { name: 'First name' }).fill('Nadia');
  await expect.poll(databases).toContain(DB_NAME);
  expect(requested.some((name) => chunks.includes(name))).toBe(true);
});

test('on a phone, /sign-up hydrates its costly fields at the first interaction and its lower sections when scrolled to', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const ui = new OnboardingUi(page, 'EN');
    await ui.open('/sign-up');
    await expect(page.getByTestId('language-switcher')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // React marks the nodes it owns: a field without its mark still shows the server's HTML.
    const isHydrated = (label: string) =>
      ui
        .field(label)
        .first()
        .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')));
    expect(await isHydrated('First name')).toBe(true);
    expect(await isHydrated('Nationality')).toBe(false);
    expect(await isHydrated('Diploma title')).toBe(false);

    // Scrolled to, a section hydrates; scrolling is not an interaction with a field.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(() => isHydrated('Diploma title')).toBe(true);
    expect(await isHydrated('Nationality')).toBe(false);

    // The first press hydrates the field it lands on, which then works as ever; every other waits no more.
    await ui.search('Nationality', ui.country('FR'));
    expect(await isHydrated('Date of birth')).toBe(true);
    await ui.typeDate('Date of birth', '14/03/1985');
  } finally {
    await context.close();
  }
});
