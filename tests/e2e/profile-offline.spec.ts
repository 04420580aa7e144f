// The profile kept offline, in English and again in Arabic: with the connection gone the specialist
// changes the biography and the 1-hour price and picks a new photo (150 KB); a reload still shows all
// three, the photo from the device's own Blob; back online the upload runs with its progress bar, the
// server holds the very bytes picked and the new texts, and the next 1-hour session booked is charged
// the new price by default.

import type { Page } from '@playwright/test';
import type { ProfileRow } from '../../src/core/profile/profile-schema.ts';
import type { SessionRow } from '../../src/core/sessions/session-schema.ts';
import type { ChangesPage } from '../../src/core/sync/types.ts';
import { expect, test } from './support/fixtures.ts';
import { noisyPng } from './support/noisy-png.ts';
import { countryName, type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { runSurname } from './support/patients-api.ts';
import { PatientsPage } from './support/patients-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsPage, tomorrow } from './support/sessions-page.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.profile, AR: E2E_SPECIALISTS.profileArabic } as const;

/** The size of a photo upload the issue measures: 150 KB. */
const PHOTO = noisyPng(150 * 1024);

async function naturalWidth(page: Page, testId: string): Promise<number> {
  return page
    .getByTestId(testId)
    .locator('img')
    .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));
}

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: offline, change the biography, the 1-hour price and the photo; reload; online the photo uploads with a progress bar and the price is the next charge`, async ({
    browser,
    request,
  }) => {
    const account = ACCOUNTS[language];
    const t = (source: string, values: Record<string, string> = {}) => tr(language, source, values);
    const office = await openOfflineCapableBrowser(browser, account);
    const { page } = office;
    try {
      await page.goto(`/dashboard?lang=${language}`);
      await page
        .getByRole('link', { name: t('Profile & availability') })
        .first()
        .click();
      // The profile row arrived with the first pull: its first section shows.
      await expect(page.getByTestId('profile-personal')).toBeVisible();
      if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const profileId = page.url().split('/edit-profile/')[1]?.split(/[?#]/)[0] ?? '';

      await office.goOffline();
      const biography = `Now also seeing couples, ${runSurname()}.`;
      const publicForm = page.getByTestId('profile-public');
      await page.getByRole('tab', { name: t('Public profile') }).click();
      await publicForm.getByLabel(t('Biography')).fill(biography);
      await publicForm.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(publicForm.getByText(t('Saved'))).toBeVisible();
      await page
        .getByTestId('profile-portrait-drop')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PHOTO });
      const portrait = page.getByTestId('profile-portrait');
      await expect(portrait.getByText(t('Waiting to upload'))).toBeVisible();
      await expect(portrait.getByRole('img', { name: t('Your profile photo') })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      await expect.poll(() => naturalWidth(page, 'profile-portrait')).toBe(200);

      const pricing = page.getByTestId('profile-pricing');
      await page.getByRole('tab', { name: t('Pricing') }).click();
      await pricing.getByLabel(t('Price for 1 hour')).fill('95');
      await pricing.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(pricing.getByText(t('Saved'))).toBeVisible();

      await page.reload();
      await page.getByRole('tab', { name: t('Public profile') }).click();
      await expect(publicForm.getByLabel(t('Biography'))).toHaveValue(biography);
      await expect(portrait.getByRole('img', { name: t('Your profile photo') })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      await expect.poll(() => naturalWidth(page, 'profile-portrait')).toBe(200);
      await expect(portrait.getByText(t('Waiting to upload'))).toBeVisible();
      await page.getByRole('tab', { name: t('Pricing') }).click();
      await expect(pricing.getByLabel(t('Price for 1 hour'))).toHaveValue('95');

      // Slowed so the bar is on screen long enough to see: about three seconds for the photo.
      office.throttleUpload(50 * 1024);
      await office.goOnline();
      const bar = page.getByRole('progressbar', { name: t('Uploading {name}', { name: 'portrait.png' }) });
      await expect(bar).toBeVisible();
      await expect(bar).toBeHidden({ timeout: 30_000 });
      office.throttleUpload(undefined);
      await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
      await page.getByRole('tab', { name: t('Public profile') }).click();
      await expect(portrait.getByText(t('Waiting to upload'))).toBeHidden();

      const token = await signInToken(request, account);
      const held = await readJson<ProfileRow>(request, token, `/api/profiles/${profileId}`);
      expect({ biography: held.biography, price60Cents: held.price60Cents }).toEqual({
        biography,
        price60Cents: 9_500,
      });
      const served = await request.get(`/api/files/${held.photoFileId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(Buffer.from(await served.body()).equals(PHOTO)).toBe(true);

      // The next 1-hour session takes the new price as its charge.
      const patientName = `Sami ${runSurname()}`;
      const patients = new PatientsPage(page, language);
      await patients.open();
      await patients.add({
        name: patientName,
        contactNumber: '+33 6 12 34 56 78',
        email: `${patientName.split(' ')[1]}@mail.test`.toLowerCase(),
        gender: 'Male',
        dateOfBirth: '02/02/1985',
        country: countryName(language, 'FR'),
      });
      const sessions = new SessionsPage(page, language);
      await sessions.open();
      await sessions.book({ patient: patientName, date: tomorrow(2).display, time: '10:00' });
      await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
      const booked = await sessionOf(request, token, patientName);
      expect({ duration: booked.durationMinutes, charge: booked.charge, currency: booked.currency }).toEqual({
        duration: 60,
        charge: 9_500,
        currency: 'EUR',
      });
    } finally {
      await office.close();
    }
  });
}

async function signInToken(
  request: import('@playwright/test').APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const answer = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function readJson<T>(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** The one session the server holds for the patient of this name (read through the pull). */
async function sessionOf(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  patientName: string,
): Promise<SessionRow> {
  const page = await readJson<ChangesPage>(request, token, '/api/sync/changes?since=0&limit=1000');
  const patient = page.changes.find(
    (change) => change.entity === 'patient' && change.row.name === patientName,
  );
  const sessions = page.changes.filter(
    (change) => change.entity === 'session' && change.row.patientId === patient?.row.id,
  );
  expect(sessions).toHaveLength(1);
  return sessions[0]?.row as unknown as SessionRow;
}
