// Documents in a chat, both ways. The specialist drops a PDF on the conversation while offline: it is
// listed with the message, waits with it, and once online reaches the patient's page, where Show
// Document opens it and the patient's link downloads exactly those bytes as an attachment. The patient
// attaches a picture with the paperclip (a program is refused with a clear message first): the
// specialist's open conversation receives it and Show Document opens it.

import type { Page } from '@playwright/test';
import { ChatsApi } from './support/chats-api.ts';
import { expect, test } from './support/fixtures.ts';
import { pdfFile, pngFile } from './support/onboarding-files.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const ACCOUNT = E2E_SPECIALISTS.chatDocuments;

/** Drags a file from the desktop over the page and drops it on the chat's drop zone. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.mimeType, bytes: [...file.buffer] },
  );
  // The page-wide zone is set up once the conversation has painted (Composer).
  const zone = page.getByTestId('chat-dropzone');
  await expect(zone).toBeAttached();
  await page.dispatchEvent('body', 'dragenter', { dataTransfer });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Show Document opens a new tab on the document's bytes: its address. */
async function shownAddress(page: Page, name: string) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: `Show Document ${name}` }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const url = tab.url();
  await tab.close();
  return url;
}

test('documents both ways: dropped offline and sent with its message, attached by the patient, shown to each', async ({
  browser,
  request,
}) => {
  const name = `Amal ${runSurname()}`;
  const patients = await PatientsApi.signIn(request, ACCOUNT.email, ACCOUNT.password);
  const patient = await patients.create(apiPerson(name, `amal.${Date.now()}.files@mail.test`));
  const chats = await ChatsApi.signIn(request, ACCOUNT.email, ACCOUNT.password);
  const link = await chats.linkToken(patient.id);
  const office = await openOfflineCapableBrowser(browser, ACCOUNT);
  const { page } = office;
  const patientContext = await browser.newContext();
  try {
    await page.goto(`/chat/${patient.id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const messages = page.getByTestId('chat-message');

    await office.goOffline();
    const report = pdfFile('Bilan de séance.pdf');
    await dropFile(page, report);
    await expect(page.getByTestId('picked-file')).toContainText('Bilan de séance.pdf');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Voici le bilan');
    await box.press('Enter');
    await expect(page.getByTestId('picked-file')).toHaveCount(0);
    const sent = messages.filter({ hasText: 'Voici le bilan' });
    await expect(sent.getByTestId('chat-attachment')).toContainText('Bilan de séance.pdf');
    await expect(sent).toContainText('Waiting to send');
    // Its bytes are on the device meanwhile: Show Document works offline.
    expect(await shownAddress(page, 'Bilan de séance.pdf')).toMatch(/^blob:/);

    await office.goOnline();
    await expect(sent).toContainText('Sent', { timeout: 20_000 });
    const patientPage = await patientContext.newPage();
    await patientPage.goto(`/chat-patient/${link}`);
    const received = patientPage.getByTestId('chat-message').filter({ hasText: 'Voici le bilan' });
    await expect(received.getByTestId('chat-attachment')).toContainText('Bilan de séance.pdf');
    await shownAddress(patientPage, 'Bilan de séance.pdf');
    const [attachment] = (await chats.conversation(link)).messages.at(-1)?.attachments ?? [];
    const downloaded = await chats.document(link, attachment?.fileId ?? '');
    expect(downloaded.status).toBe(200);
    expect(downloaded.type).toBe('application/pdf');
    expect(downloaded.disposition).toMatch(/^attachment;/);
    expect(downloaded.bytes.equals(report.buffer)).toBe(true);

    // The patient's paperclip: a program is refused, a picture is sent as a message of its own.
    const attach = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = patientPage.waitForEvent('filechooser');
      await patientPage.getByRole('button', { name: 'Attach documents' }).click();
      await (await chooser).setFiles(file);
    };
    await attach({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(patientPage.getByText('Please select a PDF, DOCX, JPG or PNG file')).toBeVisible();
    await attach(pngFile('Carnet.png'));
    await expect(patientPage.getByTestId('picked-file')).toContainText('Carnet.png');
    await patientPage.getByRole('button', { name: 'Send' }).click();
    await expect(patientPage.getByTestId('picked-file')).toHaveCount(0);
    await expect(patientPage.getByTestId('chat-attachment').filter({ hasText: 'Carnet.png' })).toBeVisible();

    const picture = messages.getByTestId('chat-attachment').filter({ hasText: 'Carnet.png' });
    await expect(picture).toBeVisible({ timeout: 20_000 });
    expect(await shownAddress(page, 'Carnet.png')).toMatch(/^blob:/);
  } finally {
    await patientContext.close();
    await office.close();
  }
});
