// The administrator requires two-factor sign-in of every specialist, and resets a lost one. The rule
// is server-wide, so this runs on a private server (the shared one's other specs sign in with a
// password alone).
import { Secret, TOTP } from 'otpauth';
import { createUser } from '../../src/server/test-support/test-server.ts';
import { E2E_ADMIN, E2E_PORT } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { type ClockServer, startClockServer } from './support/onboarding-clock-server.ts';
import { tr } from './support/onboarding-i18n.ts';

let server: ClockServer;
test.beforeAll(async () => {
  server = await startClockServer(E2E_PORT + 2);
});
test.afterAll(async () => {
  await server?.close();
});

test('a required second factor is set up at the next sign-in, in Arabic; the admin resets it', async ({
  browser,
}) => {
  const specialist = await createUser(server, { password: 'Required-2fa-pass-1!' });
  const admin = await browser.newPage();
  await admin.goto(`${server.url}/sign-in?lang=EN`);
  await admin.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/admin\//);
  await admin.goto(`${server.url}/admin/specialists`);
  const rule = admin.getByRole('switch', { name: 'Require two-factor sign-in for every specialist' });
  await expect(rule).toBeEnabled();
  await rule.check();
  await expect(rule).toBeEnabled();
  await admin.reload();
  await expect(rule).toBeChecked();

  const page = await browser.newPage();
  await page.goto(`${server.url}/sign-in?lang=AR`);
  await page.getByLabel(tr('AR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('AR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('AR', 'Sign in') }).click();
  await expect(page.getByRole('heading', { name: tr('AR', 'Set up two-factor sign-in') })).toBeVisible();
  const key = ((await page.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await page.getByLabel(tr('AR', 'Code from the app')).fill(code);
  await page.getByRole('button', { name: tr('AR', 'Turn on') }).click();
  const codes = page.getByRole('list', { name: tr('AR', 'Recovery codes') }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: tr('AR', 'I have saved them') }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await admin.reload();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(specialist.email);
  const row = admin.getByRole('row').filter({ hasText: specialist.email });
  await row.getByRole('button', { name: /Reset the two-factor sign-in of/ }).click();
  await admin
    .getByRole('dialog', { name: 'Reset two-factor sign-in' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(row.getByText('Off')).toBeVisible();
  // The specialist's language is English (createUser's default).
  await expect
    .poll(async () => (await new Mailbox().mailsTo(specialist.email)).map((mail) => mail.subject))
    .toContain(tr('EN', 'mail.twoFactorReset.subject'));

  await rule.uncheck();
  await expect(rule).not.toBeChecked();
});
