// A session's outcome without the room (issue 39), in Arabic: once its start has passed, a session
// held by phone or in person is marked completed from its page, and one the patient missed is marked
// a no-show with the fee the specialist's policy proposes (set in Edit profile → Availability); each
// is final, the server holds it so, and the dashboard's earnings count the session and the fee.
import type { Page } from '@playwright/test';
import { feeEarnings } from '../../src/core/sessions/missed-sessions.ts';
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { ProfileAvailabilityPage } from './support/profile-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';

const specialist = E2E_SPECIALISTS.sessionOutcomes;
const t = (source: string) => tr('AR', source);

/** This year's earnings on the dashboard in minor units, read from its Arabic text (٣٦٫٠٠ € or 36.00 €). */
async function yearEarnings(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const total = page.getByTestId('earnings-year');
  await expect(total).toHaveText(/\d|[٠-٩]/);
  const text = (await total.textContent()) ?? '';
  const latin = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
  return Number(latin.replace(/\D/g, ''));
}

/** Whether a session counts in this year's earnings (the seeded profile's zone is UTC). */
const isThisYear = (startsAt: string) => new Date(startsAt).getUTCFullYear() === new Date().getUTCFullYear();

test('AR: a past session is marked completed (held outside the app), another a no-show with a fee; both final, both in the earnings', async ({
  app,
  page,
  request,
}) => {
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const patient = await patients.create(apiPerson(`Sami ${runSurname()}`, `sami.${Date.now()}@mail.test`));
  const sessions = await SessionsApi.signIn(request, specialist.email, specialist.password);
  const lastWeek = Date.now() - 7 * 24 * 60 * 60_000;
  const held = await sessions.bookFree(patient.id, lastWeek, { mode: 'audio' });
  const missed = await sessions.bookFree(patient.id, lastWeek + 3 * 60 * 60_000);

  await app.signInIn('AR', specialist.email, specialist.password);
  // The policy: half the charge for a no-show.
  const profile = new ProfileAvailabilityPage(page, 'AR');
  await profile.open();
  await profile.form.getByRole('combobox', { name: t('No-show fee') }).selectOption('50');
  await profile.save();
  // Read once the first pull has brought this account's sessions (a retry's are counted already).
  await page.goto(`/sessions-profile/${missed.id}`);
  await expect(page.getByTestId('session-status')).toHaveText(t('session.status.scheduled'));
  const before = await yearEarnings(page);

  await page.goto(`/sessions-profile/${held.id}`);
  await page.getByRole('button', { name: t('Mark completed (held outside the app)') }).click();
  await expect(page.getByTestId('session-status')).toHaveText(t('session.status.completed'));
  await expect(page.getByRole('button', { name: t('Mark no-show') })).toHaveCount(0);

  await page.goto(`/sessions-profile/${missed.id}`);
  await expect(page.getByRole('button', { name: t('Cancel session') })).toBeVisible();
  await page.getByRole('button', { name: t('Mark no-show') }).click();
  const dialog = page.getByRole('dialog');
  // Proposed by the policy: half of 80.00, in the session's currency; the specialist makes it 40.50.
  const fee = dialog.getByRole('textbox');
  await expect(fee).toHaveValue('40.00');
  await fee.fill('40.50');
  await dialog.getByRole('button', { name: t('Mark no-show') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('session-status')).toHaveText(t('session.status.noShow'));
  await expect(page.getByTestId('session-fee')).toContainText(/40[.,٫]50|٤٠٫٥٠/);
  await expect(page.getByRole('button', { name: t('Cancel session') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('Reschedule') })).toHaveCount(0);

  await expect.poll(async () => (await sessions.read(held.id)).status).toBe('completed');
  await expect
    .poll(async () => {
      const stored = await sessions.read(missed.id);
      return { status: stored.status, fee: stored.fee };
    })
    .toEqual({ status: 'noShow', fee: 4050 });

  const heldAmount = (await sessions.read(held.id)).amount;
  const expected =
    (isThisYear(held.startsAt) ? heldAmount : 0) +
    (isThisYear(missed.startsAt) ? feeEarnings(4050, missed.commissionRateBps) : 0);
  await expect.poll(() => yearEarnings(page)).toBe(before + expected);
});
