// A specialist's own data, in French: "Exporter mon cabinet" downloads the whole practice as one ZIP
// made on the server; "Fermer mon compte" asks the password again, then erases the account, wipes the
// device and leaves the office — the password no longer signs in.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.accountClosure;

test('exports the practice, then closes the account for good, in French', async ({ page, request }) => {
  const name = `Héloïse ${runSurname()}`;
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  await patients.create(apiPerson(name, `heloise.${Date.now()}@mail.test`));

  await page.goto('/sign-in?lang=FR');
  await page.getByLabel(tr('FR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('FR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('FR', 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: tr('FR', 'Sign-in security') }).click();
  await expect(page.getByRole('heading', { name: tr('FR', 'Your data') })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('FR', 'Export my practice') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mindoffice-practice-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  const data = JSON.parse(strFromU8(archive['practice.json'] ?? new Uint8Array())) as {
    account: { email: string };
    entities: { patient: { name: string }[] };
  };
  expect(data.account.email).toBe(specialist.email);
  expect(data.entities.patient.map((patient) => patient.name)).toEqual([name]);

  await page.getByRole('button', { name: tr('FR', 'Close my account') }).click();
  const dialog = page.getByRole('dialog', { name: tr('FR', 'Close your account') });
  const password = dialog.getByRole('textbox', { name: tr('FR', 'Your password') });
  await password.fill('Not-my-pass-1!');
  await dialog.getByRole('button', { name: tr('FR', 'Close my account for good') }).click();
  await expect(dialog.getByText(tr('FR', 'twoFactor.passwordIncorrect'))).toBeVisible();
  await password.fill(specialist.password);
  await dialog.getByRole('button', { name: tr('FR', 'Close my account for good') }).click();

  await expect(
    page.getByText(tr('FR', 'Your account is closed. A confirmation was sent to your e-mail address.')),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/security/);
  // Nothing of the office stays on the device, and the password opens nothing any more.
  await page.goto('/dashboard?lang=FR');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel(tr('FR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('FR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('FR', 'Sign in'), exact: true }).click();
  await expect(page.getByText(tr('FR', 'auth.invalidCredentials'))).toBeVisible();
});
