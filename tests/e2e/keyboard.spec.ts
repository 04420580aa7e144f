// Keyboard use: every action of a screen is reachable with Tab and shows where focus is; dialogs and
// menus keep focus inside while open and give it back to what opened them. In English and Arabic.
import { expect, type Page, test } from '@playwright/test';
import { isFocusInside, tabThrough, tagControls, unfocusedLooks } from './support/a11y/keyboard.ts';
import { E2E_ADMIN } from './support/env.ts';
import { waitForPageToSettle } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.a11y;

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in?lang=EN');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Tabs through the whole screen: every control is reached, and each one shows that it has focus. */
async function expectKeyboardReachable(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Transitions would be read half-way: the focused look must be compared once it is drawn.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // A prerendered page hydrates its costly fields at the first interaction (the click below) and its
  // lower sections as they come near: each must be the live control before it is counted.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await waitForPageToSettle(page);
  const controls = await tagControls(page);
  // Tab may also stop on things outside the screen's own controls (the browser's, a toast): go round twice.
  const focused = await tabThrough(page, controls.length * 2 + 10);
  const unfocused = await unfocusedLooks(page);
  const unreached = controls.filter((_, index) => !focused.has(String(index)));
  expect(unreached, 'controls Tab never reaches').toEqual([]);
  const invisible = controls.filter(
    (_, index) => focused.get(String(index)) === unfocused.get(String(index)),
  );
  expect(invisible, 'controls that look the same with and without focus').toEqual([]);
}

const PUBLIC_SCREENS = ['/', '/sign-in', '/forgot-password', '/sign-up'];

for (const language of ['EN', 'AR'] as const satisfies TestLanguage[]) {
  test.describe(`keyboard in ${language}`, () => {
    for (const path of PUBLIC_SCREENS) {
      test(`every control of ${path} is reached by Tab and shows its focus`, async ({ page }) => {
        await page.goto(`${path}?lang=${language}`);
        await expectKeyboardReachable(page);
      });
    }

    test('every control of the patients list is reached by Tab and shows its focus', async ({
      page,
      request,
    }) => {
      const api = await PatientsApi.signIn(request, specialist.email, specialist.password);
      await api.create(apiPerson(`Hana ${runSurname()}`, `hana.${Date.now()}@mail.test`));
      await signIn(page, specialist);
      await page.goto(`/patients?lang=${language}`);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectKeyboardReachable(page);
    });

    test('every control of the pending registrations is reached by Tab and shows its focus', async ({
      page,
    }) => {
      await signIn(page, E2E_ADMIN);
      await page.goto(`/admin/registrations?lang=${language}`);
      await expectKeyboardReachable(page);
    });

    test('a dialog keeps focus inside while open and gives it back to its button', async ({ page }) => {
      await signIn(page, specialist);
      await page.goto(`/patients?lang=${language}`);
      const opener = page.getByRole('button', { name: tr(language, 'Add patient'), exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await isFocusInside(page, '[role="dialog"]'), `focus left the dialog at step ${step}`).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('the account menu opens from the keyboard and gives focus back when closed', async ({ page }) => {
      await signIn(page, specialist);
      await page.goto(`/patients?lang=${language}`);
      const opener = page.getByTestId('user-menu');
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocusInside(page, '[role="menu"]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });
}
