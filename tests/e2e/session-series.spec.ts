// Recurring sessions (issue 39): a weekly series of ten booked offline from the booking form (its
// sessions listed before booking, each marked as a series in the list), synced as ten sessions of one
// series; then the fifth moved an hour later with the following ones, the first four left as they were.
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';
import { SessionsPage, tomorrow } from './support/sessions-page.ts';

const specialist = E2E_SPECIALISTS.sessionSeries;
const t = (source: string, values?: Record<string, string>) => tr('EN', source, values);
const WEEK_MS = 7 * 24 * 60 * 60_000;

test('a weekly series of ten booked offline syncs as ten sessions of one series; the fifth and the following move together', async ({
  app,
  page,
  request,
}) => {
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const name = `Ines ${runSurname()}`;
  const patient = await patients.create(apiPerson(name, `ines.${Date.now()}@mail.test`));
  const api = await SessionsApi.signIn(request, specialist.email, specialist.password);
  const ofPatient = async () =>
    (await api.sessionsWhere((row) => row.patientId === patient.id && row.deletedAt === null)).sort((a, b) =>
      a.startsAt.localeCompare(b.startsAt),
    );

  await app.signIn(specialist.email, specialist.password);
  const sessions = new SessionsPage(page);
  await sessions.open();
  await app.goOffline();
  await page
    .getByRole('button', { name: t('New session') })
    .first()
    .click();
  const first = tomorrow(2);
  await sessions.fillBooking({ patient: name, date: first.display, time: '10:00', charge: '80' });
  const form = sessions.form();
  await form.getByRole('combobox', { name: t('Repeat') }).selectOption('weekly');
  const preview = form.getByTestId('series-preview');
  await expect(preview.getByRole('listitem')).toHaveCount(10);
  await form.getByRole('button', { name: t('Book {0} sessions', { 0: '10' }) }).click();
  await expect(form).toBeHidden();

  await sessions.showPeriod('Upcoming');
  const rows = page.getByTestId('session-row').filter({ hasText: name });
  await expect(rows).toHaveCount(10);
  await expect(rows.getByTestId('series-mark')).toHaveCount(10);

  await app.goOnline();
  await expect.poll(async () => (await ofPatient()).length, { timeout: 30_000 }).toBe(10);
  const synced = await ofPatient();
  expect(new Set(synced.map((row) => row.seriesId)).size).toBe(1);
  expect(synced[0]?.seriesRule).toBe('FREQ=WEEKLY;INTERVAL=1;COUNT=10');
  expect(synced[0]?.startsAt).toBe(`${first.iso}T10:00:00.000Z`); // the seeded profile's zone is UTC
  const starts = synced.map((row) => Date.parse(row.startsAt));
  expect(starts.slice(1).map((start, index) => start - (starts[index] ?? 0))).toEqual(Array(9).fill(WEEK_MS));

  const fifth = synced[4];
  if (!fifth) throw new Error('no fifth session');
  await page.goto(`/sessions-profile/${fifth.id}`);
  await expect(page.getByTestId('session-series')).toContainText(
    t('session {0} of {1}', { 0: '5', 1: '10' }),
  );
  await page.getByRole('button', { name: t('Reschedule') }).click();
  await sessions.fillBooking({ time: '11:00' });
  await form.getByRole('radio', { name: t('This session and the following ones') }).check();
  await form.getByRole('button', { name: t('Save') }).click();
  await expect(form).toBeHidden();
  await expect
    .poll(async () => (await ofPatient()).map((row) => row.startsAt.slice(11, 16)), { timeout: 30_000 })
    .toEqual([...Array(4).fill('10:00'), ...Array(6).fill('11:00')]);
});
