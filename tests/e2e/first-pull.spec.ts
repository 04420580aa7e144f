// A new device's first pull: until the whole office has arrived, the screens say they are syncing,
// never that there is nothing (the dashboard said "No session is booked for today" and the patients
// page "No patients yet" while the rows were on their way).
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.firstPull;

test('screens say "Syncing your office…" until the first pull is done, then their own state', async ({
  page,
}) => {
  // The server's changes wait until the test lets them through.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sync/changes**', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/sign-in?lang=AR');
  await page.getByLabel(tr('AR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('AR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('AR', 'Sign in') }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const syncing = page.getByTestId('syncing-office');
  await expect(syncing).toContainText(tr('AR', 'Syncing your office…'));
  await expect(page.getByTestId('dashboard-empty-day')).toHaveCount(0);
  // No total before the sessions are here: "…", not a false zero.
  await expect(page.getByTestId('earnings-day')).toHaveText('…');
  await page.goto('/patients?lang=AR');
  await expect(syncing).toBeVisible();
  await expect(page.getByTestId('patients-empty')).toHaveCount(0);

  release();
  await expect(page.getByTestId('patients-empty')).toBeVisible();
  await expect(syncing).toHaveCount(0);
  await page.goto('/dashboard?lang=AR');
  await expect(page.getByTestId('earnings-day')).toHaveText(/[0-9\u0660-\u0669]/);
});
