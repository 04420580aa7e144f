// Passkeys with Chromium's virtual authenticator (CDP WebAuthn): added on the security page, then
// used as the step after the password and as a sign-in on their own, in English and in Arabic.
// WebAuthn refuses IP addresses, so this runs on a private server opened at localhost.
import type { Page } from '@playwright/test';
import { createUser } from '../../src/server/test-support/test-server.ts';
import { E2E_PORT } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { type ClockServer, startClockServer } from './support/onboarding-clock-server.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';

let server: ClockServer;
test.beforeAll(async () => {
  server = await startClockServer(E2E_PORT + 3, 'localhost');
});
test.afterAll(async () => {
  await server?.close();
});

/** A platform authenticator that verifies its user and approves at once, on this page only. */
async function addVirtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function fillPassword(
  page: Page,
  language: TestLanguage,
  account: { email: string; password: string },
) {
  await page.goto(`${server.url}/sign-in?lang=${language}`);
  await page.getByLabel(tr(language, 'E-mail')).fill(account.email);
  await page.getByRole('textbox', { name: tr(language, 'Password'), exact: true }).fill(account.password);
  await page.getByRole('button', { name: tr(language, 'Sign in'), exact: true }).click();
}

async function signOut(page: Page, language: TestLanguage) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: tr(language, 'Sign out') }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

test('a passkey added on the security page signs in after the password and on its own', async ({
  browser,
}) => {
  const account = await createUser(server, { password: 'Passkey-pass-1!' });
  const page = await browser.newPage();
  await addVirtualAuthenticator(page);

  await fillPassword(page, 'EN', account);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`${server.url}/security`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill('Work laptop');
  await dialog.getByRole('textbox', { name: 'Your password', exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The first factor of the account: its recovery codes, shown once.
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('passkey-list')).toContainText('Work laptop');
  await signOut(page, 'EN');

  await fillPassword(page, 'EN', account);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await signOut(page, 'EN');

  await page.goto(`${server.url}/sign-in?lang=AR`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: tr('AR', 'Use a passkey') }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`${server.url}/security?lang=AR`);
  await expect(page.getByTestId('passkey-list')).toContainText('Work laptop');
});
