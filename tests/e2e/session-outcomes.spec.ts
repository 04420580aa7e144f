// A session's outcome without the room (issue 39), in Arabic: once its start has passed, a session
// held by phone or in person is marked completed from its page, and one the patient missed is marked
// a no-show; each is final, and the server holds it so.
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';

const specialist = E2E_SPECIALISTS.patientMails;
const t = (source: string) => tr('AR', source);

test('AR: a past session is marked completed (held outside the app), another a no-show; both are final', async ({
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
  await page.goto(`/sessions-profile/${held.id}`);
  await page.getByRole('button', { name: t('Mark completed (held outside the app)') }).click();
  await expect(page.getByTestId('session-status')).toHaveText(t('session.status.completed'));
  await expect(page.getByRole('button', { name: t('Mark no-show') })).toHaveCount(0);

  await page.goto(`/sessions-profile/${missed.id}`);
  await expect(page.getByRole('button', { name: t('Cancel session') })).toBeVisible();
  await page.getByRole('button', { name: t('Mark no-show') }).click();
  await expect(page.getByTestId('session-status')).toHaveText(t('session.status.noShow'));
  await expect(page.getByRole('button', { name: t('Cancel session') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('Reschedule') })).toHaveCount(0);

  await expect.poll(async () => (await sessions.read(held.id)).status).toBe('completed');
  await expect.poll(async () => (await sessions.read(missed.id)).status).toBe('noShow');
});
