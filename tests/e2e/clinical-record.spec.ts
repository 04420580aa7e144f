// The clinical record (issue 38), in English and Arabic: an intake and a SOAP note written offline
// survive an offline reload character for character; online, the note is signed and locked (its text
// is no longer editable, later words are an addendum with its author), the server holds it signed,
// and the record is searched in Arabic without diacritics or hamza forms.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SyncIndicator } from './support/sync-indicator.ts';

/** A section map as text, keys in order (the database's JSON keeps its own order). */
const sorted = (sections: unknown) => JSON.stringify(Object.entries(sections as object).sort());

/** The sections typed into a note's editor, as the device keeps them (#local/typed-input). */
function typedSections(page: Page, entryId: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('typedInput').objectStore('typedInput').get(key);
          read.onsuccess = () =>
            resolve((read.result as { fields?: { sections?: unknown } } | undefined)?.fields?.sections);
          read.onerror = () => reject(read.error);
        };
      }),
    `record:${entryId}`,
  );
}

// The offline reload needs the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const specialist = E2E_SPECIALISTS.clinicalRecord;
const INTAKE = {
  EN: 'Referred by her GP after panic attacks on the métro.\n\nLives alone; sleeps 5 hours.',
  AR: 'يَشْعُرُ بِالخَوْفِ فِي الأَماكِنِ المُزْدَحِمَة.\n\nIl dort mal depuis septembre.',
};
/** What a clinician types to find the intake: no harakat, a bare alef, teh marbuta as heh. */
const ARABIC_SEARCH = 'الاماكن المزدحمه';
const SOAP_SUBJECTIVE = 'Sleeps better; still anxious before meetings — « un peu mieux ».';

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: an intake and a SOAP note written offline survive a reload, then the note is signed and only takes addenda`, async ({
    app,
    page,
    request,
  }) => {
    const t = (source: string, values?: Record<string, string>) => tr(language, source, values);
    const name = `Rim ${runSurname()}`;
    const api = await PatientsApi.signIn(request, specialist.email, specialist.password);
    const patient = await api.create(apiPerson(name, `rim.${language}.${Date.now()}@mail.test`));

    await app.signInIn(language, specialist.email, specialist.password);
    await page.goto(`/patient-profile/${patient.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await app.waitForServiceWorker();
    const record = page.getByRole('region', { name: t('Clinical record') });
    await expect(
      record.getByText(t('No entry yet. A record usually starts with an intake and assessment.')),
    ).toBeVisible();

    await app.goOffline();
    // The intake, typed offline.
    await record.getByRole('button', { name: t('New entry') }).click();
    await page.getByRole('menuitem', { name: t('Intake and assessment') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Intake and assessment') })).toBeVisible();
    await page.getByLabel(t('Presenting problem')).fill(INTAKE[language]);
    await expect(page.getByText(t('Saved on this device.'))).toBeVisible();
    const intakeUrl = page.url();
    // The SOAP note, typed offline; its last words still wait for the autosave when the page reloads.
    await page.getByRole('link', { name }).click();
    await record.getByRole('button', { name: t('New entry') }).click();
    await page.getByRole('menuitem', { name: t('Progress note') }).click();
    await page.getByLabel(t('Subjective')).fill(SOAP_SUBJECTIVE);
    await page.getByLabel(t('Assessment')).pressSequentially('GAD');
    // Kept as typed before the autosave's pause ends (an IndexedDB write takes a few milliseconds).
    const noteId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect
      .poll(() => typedSections(page, noteId))
      .toEqual({ subjective: SOAP_SUBJECTIVE, assessment: 'GAD' });
    await page.reload();
    await expect(page.getByLabel(t('Subjective'))).toHaveValue(SOAP_SUBJECTIVE);
    await expect(page.getByLabel(t('Assessment'))).toHaveValue('GAD');
    await page.goto(intakeUrl);
    await expect(page.getByLabel(t('Presenting problem'))).toHaveValue(INTAKE[language]);
    await page.goBack();

    await app.goOnline();
    await page.getByRole('button', { name: t('Sign the note') }).click();
    await page
      .getByRole('dialog', { name: t('Sign this note?') })
      .getByRole('button', { name: t('Sign') })
      .click();
    await expect(page.getByTestId('signature')).toBeVisible();
    // Locked: the text reads, nothing edits it; a later word is an addendum with the author's name.
    await expect(page.getByLabel(t('Subjective'))).toHaveCount(0);
    await expect(page.getByText(SOAP_SUBJECTIVE)).toBeVisible();
    await page.getByLabel(t('New addendum')).fill('Correction: the meetings are weekly.');
    await page.getByRole('button', { name: t('Add the addendum') }).click();
    const addendum = page.getByTestId('addendum');
    await expect(addendum).toContainText('Correction: the meetings are weekly.');
    await expect(addendum).toContainText(`${specialist.firstName} ${specialist.lastName}`);

    // The server holds the note signed, with the text typed offline, and the addendum.
    await expect
      .poll(async () => {
        const answer = await request.get('/api/sync/changes?since=0', {
          headers: { authorization: `Bearer ${api.accessToken()}` },
        });
        const { data } = (await answer.json()) as {
          data: { changes: { entity: string; row: Record<string, unknown> }[] };
        };
        const mine = data.changes.filter((change) => change.row.patientId === patient.id);
        return mine
          .filter((change) => change.entity === 'recordEntry' || change.entity === 'recordAddendum')
          .map((change) =>
            change.entity === 'recordEntry'
              ? `${change.row.kind}:${change.row.status}:${sorted(change.row.sections)}`
              : `addendum:${change.row.text}`,
          )
          .sort();
      })
      .toEqual(
        [
          `intake:draft:${sorted({ presentingProblem: INTAKE[language] })}`,
          `progress:signed:${sorted({ subjective: SOAP_SUBJECTIVE, assessment: 'GAD' })}`,
          'addendum:Correction: the meetings are weekly.',
        ].sort(),
      );

    // The record, newest first, searched in the language of what was written.
    await page.getByRole('link', { name }).click();
    const entries = record.getByTestId('record-entry');
    await expect(entries).toHaveCount(2);
    const search = record.getByLabel(t('Search the record'));
    await search.fill(language === 'AR' ? ARABIC_SEARCH : 'metro panic');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(t('Intake and assessment'));
    await search.fill('weekly');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(t('Progress note'));
    await expect(entries).toContainText(t('Signed'));
  });
}

test('a draft edited offline while another device signed it is refused, shown, and kept as an addendum', async ({
  app,
  page,
  request,
}) => {
  const api = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const patient = await api.create(apiPerson(`Sami ${runSurname()}`, `sami.${Date.now()}@mail.test`));
  const headers = { authorization: `Bearer ${api.accessToken()}` };
  const noteId = crypto.randomUUID();
  const created = await request.post('/api/record-entries', {
    headers,
    data: {
      id: noteId,
      patientId: patient.id,
      sessionId: null,
      kind: 'progress',
      template: 'soap',
      writtenOn: '2026-11-20',
      sections: { subjective: 'Written on the phone.' },
      plan: null,
      status: 'draft',
      signedAt: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await app.signIn(specialist.email, specialist.password);
  await page.goto(`/record-entry/${noteId}?lang=EN`);
  await expect(page.getByLabel('Subjective')).toHaveValue('Written on the phone.');

  await app.goOffline();
  const typedOffline = 'Added on the laptop, offline.';
  await page.getByLabel('Objective').fill(typedOffline);
  await expect(page.getByText('Saved on this device.')).toBeVisible();
  // The other device signs the note meanwhile.
  const signed = await request.put(`/api/record-entries/${noteId}`, {
    headers,
    data: { baseVersion: 0, changes: { status: 'signed' } },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  await app.goOnline();

  const sync = new SyncIndicator(page);
  await sync.expectShowing({ state: 'refused', pending: 0, rejected: 1 });
  // The server's signed note, as it was signed: the offline words are not in it.
  await expect(page.getByTestId('signature')).toBeVisible();
  await expect(page.getByText(typedOffline)).toHaveCount(0);
  await sync.openPanel();
  const change = sync.changes().first();
  await expect(change).toContainText('Changes to a clinical note');
  await expect(change).toContainText(
    'This note is signed and can no longer be changed: add an addendum instead.',
  );
  await expect(change.getByTestId('refused-words')).toContainText(typedOffline);
  await change.getByRole('button', { name: 'Keep as an addendum' }).click();
  await expect(sync.changes()).toHaveCount(0);
  await expect(page.getByTestId('addendum')).toContainText(typedOffline);
  await sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
});
