// A patient's documents (issue 38), in English and Arabic: a PDF added offline is listed at once and
// survives an offline reload; its title and kind are corrected offline; back online its row and bytes
// reach the server (which records the real type); it opens, is shared with the patient through their
// chat (a message carrying a copy), and is deleted with its file.
import { expect, test } from './support/fixtures.ts';
import { pdfFile } from './support/onboarding-files.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { shownDocumentBytes } from './support/shown-document.ts';

// The offline reload needs the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const specialist = E2E_SPECIALISTS.patientDocuments;
type Change = { entity: string; row: Record<string, unknown> };

const FILE_NAME = { EN: 'initial-assessment.pdf', AR: 'تقييم-أولي.pdf' };
const TITLE = { EN: 'Assessment by Dr Amrani', AR: 'تقييم الدكتور العمراني' };

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: a document added offline survives a reload, syncs, opens, is shared with the patient and deleted`, async ({
    app,
    page,
    request,
  }) => {
    const t = (source: string, values?: Record<string, string>) => tr(language, source, values);
    const name = `Yara ${runSurname()}`;
    const api = await PatientsApi.signIn(request, specialist.email, specialist.password);
    const patient = await api.create(apiPerson(name, `yara.${language}.${Date.now()}@mail.test`));
    const headers = { authorization: `Bearer ${api.accessToken()}` };
    const serverRows = async () => {
      const answer = await request.get('/api/sync/changes?since=0', { headers });
      const { data } = (await answer.json()) as { data: { changes: Change[] } };
      return data.changes.filter((change) => change.row.patientId === patient.id);
    };

    await app.signInIn(language, specialist.email, specialist.password);
    await page.goto(`/patient-profile/${patient.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await app.waitForServiceWorker();
    const documents = page.getByRole('region', { name: t('Documents') });
    await expect(documents.getByTestId('patient-documents-empty')).toBeVisible();

    // Added offline: listed at once, waiting to upload, and still there after an offline reload.
    await app.goOffline();
    await documents.getByLabel(t('Add documents')).setInputFiles(pdfFile(FILE_NAME[language]));
    const card = documents.getByTestId('patient-document');
    const firstTitle = FILE_NAME[language].replace(/\.pdf$/, '');
    await expect(card).toContainText(firstTitle);
    await expect(card).toContainText(t('Waiting to upload'));
    await page.reload();
    await expect(card).toContainText(firstTitle);
    await expect(card).toContainText(FILE_NAME[language]);

    // The title and kind corrected offline.
    await card.getByRole('button', { name: t('More actions for {title}', { title: firstTitle }) }).click();
    await page.getByRole('menuitem', { name: t('Edit title and kind') }).click();
    const form = page.getByRole('dialog', { name: t('Edit the document') });
    await form.getByLabel(t('Title')).fill(TITLE[language]);
    await form.getByRole('combobox', { name: t('Kind of document') }).click();
    await page.getByRole('option', { name: t('Report') }).click();
    await form.getByRole('button', { name: t('Save') }).click();
    await expect(form).toBeHidden();
    await expect(card).toContainText(TITLE[language]);
    await expect(card).toContainText(t('Report'));

    // Online: the row and its bytes reach the server, which names the file and its real type.
    await app.goOnline();
    await expect(card.getByText(t('Waiting to upload'))).toHaveCount(0);
    await expect
      .poll(async () => (await serverRows()).filter((change) => change.entity === 'patientDocument'))
      .toEqual([
        expect.objectContaining({
          row: expect.objectContaining({
            title: TITLE[language],
            category: 'report',
            fileName: FILE_NAME[language],
            fileType: 'application/pdf',
            fileId: expect.any(String),
          }),
        }),
      ]);
    const [stored] = (await serverRows()).filter((change) => change.entity === 'patientDocument');
    const fileId = String(stored?.row.fileId);

    // Shown in a tab of its own, from the bytes this device kept.
    const shown = shownDocumentBytes(page);
    await card.getByRole('button', { name: t('Show Document {title}', { title: TITLE[language] }) }).click();
    expect(await shown).toEqual(pdfFile(FILE_NAME[language]).buffer);

    // Shared with the patient: a message of their chat carries a copy.
    await card
      .getByRole('button', { name: t('More actions for {title}', { title: TITLE[language] }) })
      .click();
    await page.getByRole('menuitem', { name: t('Share with the patient') }).click();
    const share = page.getByRole('dialog', { name: t('Share with the patient') });
    await share.getByRole('button', { name: t('Send') }).click();
    await expect(share).toBeHidden();
    await expect(
      page.getByText(t('Sent to {patientName} in your chat.', { patientName: name })),
    ).toBeVisible();
    await expect
      .poll(async () =>
        (await serverRows())
          .filter((change) => change.entity === 'chatMessage')
          .map((change) => (change.row.attachments as { name: string }[]).map((file) => file.name)),
      )
      .toEqual([[FILE_NAME[language]]]);

    // Deleted: gone from the list, and its file from the server.
    await card
      .getByRole('button', { name: t('More actions for {title}', { title: TITLE[language] }) })
      .click();
    await page.getByRole('menuitem', { name: t('Delete') }).click();
    await page
      .getByRole('dialog', { name: t('Delete the document') })
      .getByRole('button', { name: t('Delete') })
      .click();
    await expect(documents.getByTestId('patient-documents-empty')).toBeVisible();
    await expect
      .poll(async () => (await request.get(`/api/files/${fileId}`, { headers })).status())
      .toBe(404);
  });
}
