// A patient's data out and gone, in Arabic: the profile's "Export data" downloads one ZIP with the
// data as JSON and a readable right-to-left HTML copy, built from the device's copy; "Erase data" erases
// the patient once their name is typed.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { nextWholeHour, SessionsApi } from './support/sessions-api.ts';

const specialist = E2E_SPECIALISTS.patientExport;

test('exports a patient offline as JSON and right-to-left HTML in one ZIP', async ({
  app,
  page,
  request,
}) => {
  const name = `سلمى ${runSurname()}`;
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const patient = await patients.create(apiPerson(name, `salma.${Date.now()}@mail.test`));
  // A patient who reads French: their readable copy is in French, whatever the interface's language.
  const frenchName = `Margaux ${runSurname()}`;
  const french = await patients.create({
    ...apiPerson(frenchName, `margaux.${Date.now()}@mail.test`),
    language: 'FR',
  });
  const sessions = await SessionsApi.signIn(request, specialist.email, specialist.password);
  await sessions.bookFree(patient.id, nextWholeHour());

  await page.goto('/sign-in?lang=AR');
  await page.getByLabel(tr('AR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('AR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('AR', 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/patient-profile/${patient.id}?lang=AR`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The session is on the device before the connection drops.
  await expect(page.getByRole('tab', { name: tr('AR', 'Upcoming ({0})', { 0: '1' }) })).toBeVisible();
  await app.goOffline();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('AR', 'Export data') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(Object.keys(archive).sort()).toEqual(['patient.html', 'patient.json']);

  const data = JSON.parse(strFromU8(archive['patient.json'] ?? new Uint8Array())) as {
    patient: { id: string; name: string };
    sessions: { patientId: string }[];
  };
  expect(data.patient).toMatchObject({ id: patient.id, name });
  expect(data.sessions).toHaveLength(1);
  const html = strFromU8(archive['patient.html'] ?? new Uint8Array());
  expect(html).toContain('dir="rtl"');
  expect(html).toContain(tr('AR', 'Patient record: {name}', { name }));
  expect(html).toContain(tr('AR', 'Sessions'));

  await app.goOnline();
  await page.goto(`/patient-profile/${french.id}?lang=AR`);
  await expect(page.getByRole('heading', { name: frenchName })).toBeVisible();
  const frenchDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: tr('AR', 'Export data') }).click();
  const frenchArchive = unzipSync(
    new Uint8Array(await readFile((await (await frenchDownload).path()) ?? '')),
  );
  const frenchHtml = strFromU8(frenchArchive['patient.html'] ?? new Uint8Array());
  expect(frenchHtml).toContain('lang="fr" dir="ltr"');
  expect(frenchHtml).toContain(tr('FR', 'Patient record: {name}', { name: frenchName }));
});

test('erases a patient in Arabic once their name is typed, from the server and this device', async ({
  page,
  request,
}) => {
  const name = `يوسف ${runSurname()}`;
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const patient = await patients.create(apiPerson(name, `youssef.${Date.now()}@mail.test`));

  await page.goto('/sign-in?lang=AR');
  await page.getByLabel(tr('AR', 'E-mail')).fill(specialist.email);
  await page.getByRole('textbox', { name: tr('AR', 'Password'), exact: true }).fill(specialist.password);
  await page.getByRole('button', { name: tr('AR', 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/patient-profile/${patient.id}?lang=AR`);
  await page.getByRole('button', { name: tr('AR', 'Erase data') }).click();
  const dialog = page.getByRole('dialog', { name: tr('AR', 'Erase this patient’s data') });
  const erase = dialog.getByRole('button', { name: tr('AR', 'Erase for good') });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(tr('AR', 'Type the patient’s name to confirm')).fill(name);
  await erase.click();

  await expect(page).toHaveURL(/\/patients/);
  await expect(page.getByText(tr('AR', 'The patient’s data was erased.'))).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  // The server keeps a tombstone with nothing of the patient's in it.
  expect(await patients.read(patient.id)).toMatchObject({
    name: '',
    email: '',
    deletedAt: expect.any(String),
  });
});
