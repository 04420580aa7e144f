import { expect, test } from './support/fixtures.ts';

test('the seeded admin signs in to the private layout and signing out wipes the device', async ({
  app,
  page,
}) => {
  await app.signIn();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const section of [
    'Calendar',
    'Sessions',
    'Patients',
    'Session packages',
    'Articles',
    'Chats',
    'Notifications',
  ]) {
    await expect(app.officeNav().getByRole('link', { name: section })).toBeVisible();
  }
  expect(await app.indexedDbRecordCount()).toBeGreaterThan(0);

  await app.signOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'Grow your practice as a psychologist or coach' }),
  ).toBeVisible();
  expect(await app.indexedDbRecordCount()).toBe(0);
});

test('the office is closed to a visitor who has not signed in', async ({ page }) => {
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password is refused with a clear message and keeps the visitor out', async ({ app, page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('admin@e2e.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password-1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await app.indexedDbRecordCount()).toBe(0);
});

test('an invalid e-mail is caught before anything is sent', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
});

test('on a phone the navigation opens as a drawer from the header', async ({ app, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await app.signIn();
  await expect(app.officeNav()).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await app.officeNav().getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
});
