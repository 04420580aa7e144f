// Two-factor sign-in as a specialist sets it up and uses it: the authenticator's key read off the
// page and its codes computed here (otpauth), the recovery codes as shown. Asked once at sign-in,
// never on a reload of the signed-in office.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

type Account = { email: string; password: string };

const codeAt = (key: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp });

async function submitPassword(page: Page, language: TestLanguage, account: Account) {
  await page.goto(`/sign-in?lang=${language}`);
  await page.getByLabel(tr(language, 'E-mail')).fill(account.email);
  await page.getByRole('textbox', { name: tr(language, 'Password'), exact: true }).fill(account.password);
  await page.getByRole('button', { name: tr(language, 'Sign in') }).click();
}

/** Turns the authenticator on from the security page: answers its key and the recovery codes. */
async function turnOnTwoFactor(page: Page, language: TestLanguage, account: Account) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: tr(language, 'Sign-in security') }).click();
  await expect(page.getByRole('heading', { name: tr(language, 'Sign-in security') })).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText(tr(language, 'Off'));

  await page.getByRole('button', { name: tr(language, 'Turn on') }).click();
  const dialog = page.getByRole('dialog', { name: tr(language, 'Turn on two-factor sign-in') });
  await dialog
    .getByRole('textbox', { name: tr(language, 'Your password'), exact: true })
    .fill('not-my-password-1');
  await dialog.getByRole('button', { name: tr(language, 'Continue') }).click();
  await expect(dialog).toContainText(tr(language, 'twoFactor.passwordIncorrect'));
  await dialog
    .getByRole('textbox', { name: tr(language, 'Your password'), exact: true })
    .fill(account.password);
  await dialog.getByRole('button', { name: tr(language, 'Continue') }).click();

  await expect(
    page.getByRole('img', { name: tr(language, 'QR code for your authenticator app') }),
  ).toBeVisible();
  const key = ((await page.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(tr(language, 'Code from the app')).fill(codeAt(key, Date.now()));
  await page.getByRole('button', { name: tr(language, 'Turn on') }).click();

  const list = page.getByRole('list', { name: tr(language, 'Recovery codes') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.getByRole('button', { name: tr(language, 'I have saved them') }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText(tr(language, 'On'));
  await expect(page.getByText(tr(language, 'twoFactor.enabled'))).toBeVisible();
  return { key, codes };
}

async function signOut(page: Page, language: TestLanguage) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: tr(language, 'Sign out') }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
}

test('in English: an authenticator code is asked after the password, once, and not on reload', async ({
  page,
}) => {
  const account = E2E_SPECIALISTS.twoFactor;
  await submitPassword(page, 'EN', account);
  await expect(page).toHaveURL(/\/dashboard/);
  const { key } = await turnOnTwoFactor(page, 'EN', account);
  await signOut(page, 'EN');

  await submitPassword(page, 'EN', account);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(tr('EN', 'twoFactor.codeInvalid'))).toBeVisible();
  // The confirmation spent this 30-second step's code: a phone a step ahead gives the next one.
  await page.getByLabel('Authentication code').fill(codeAt(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);
});

test('in Arabic: a recovery code signs in once, right to left', async ({ page }) => {
  const account = E2E_SPECIALISTS.twoFactorArabic;
  await submitPassword(page, 'AR', account);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { codes } = await turnOnTwoFactor(page, 'AR', account);
  await signOut(page, 'AR');

  await submitPassword(page, 'AR', account);
  await expect(page.getByRole('heading', { name: tr('AR', 'Two-step verification') })).toBeVisible();
  await page.getByRole('button', { name: tr('AR', 'Use a recovery code instead') }).click();
  const recovery = page.getByLabel(tr('AR', 'Recovery code'));
  await recovery.fill('aaaaa-aaaaa');
  await page.getByRole('button', { name: tr('AR', 'Verify') }).click();
  await expect(page.getByText(tr('AR', 'twoFactor.codeInvalid'))).toBeVisible();
  await recovery.fill(codes[0] ?? '');
  await page.getByRole('button', { name: tr('AR', 'Verify') }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: tr('AR', 'Sign-in security') }).click();
  await expect(
    page.getByText(tr('AR', 'Recovery codes left: {codesLeft}', { codesLeft: '9' })),
  ).toBeVisible();
});
