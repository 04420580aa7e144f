// The patient's access log, in Arabic: the write another device made, and this device's own view and
// export (recorded offline, in the log at once, on the server after the next sync).
import { expect, test } from './support/fixtures.ts';
import { tr, trInContext } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.accessLog;
const CONTEXT = 'access log';

test('a patient’s access log lists the writes, this device’s views and exports, offline too', async ({
  app,
  page,
  request,
}) => {
  const name = `Yara ${runSurname()}`;
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const patient = await patients.create(apiPerson(name, `yara.${Date.now()}@mail.test`));

  await page.goto('/sign-in?lang=AR');
  await page.getByLabel(tr('AR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('AR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('AR', 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/patient-profile/${patient.id}?lang=AR`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const log = page.getByRole('list', { name: tr('AR', 'Access log') });
  const line = (action: string, subject: string) =>
    log.getByRole('listitem').filter({
      hasText: `${trInContext('AR', action, CONTEXT)} — ${tr('AR', subject)}`,
    });
  // The other device (the API) created the patient; this one has just looked at it.
  await expect(line('Created', 'Profile')).toContainText(tr('AR', 'Unknown device'));
  await expect(line('Viewed', 'Profile')).toContainText(tr('AR', 'This device'));

  await app.goOffline();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('AR', 'Export data') }).click();
  await downloading;
  await expect(line('Exported', 'Profile')).toContainText(tr('AR', 'This device'));

  await app.goOnline();
  // Once synced, the server holds this device's lines too.
  await expect
    .poll(async () => {
      const answer = await request.get('/api/sync/changes?since=0', {
        headers: { authorization: `Bearer ${patients.accessToken()}` },
      });
      const { data } = (await answer.json()) as {
        data: { changes: { entity: string; row: { action: string; patientId: string } }[] };
      };
      return data.changes
        .filter((change) => change.entity === 'accessEvent' && change.row.patientId === patient.id)
        .map((change) => change.row.action)
        .sort();
    })
    .toEqual(['create', 'export', 'view']);
});
