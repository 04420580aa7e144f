// Chats, in English and in Arabic: messages written offline show at once as waiting, survive a reload
// offline, and reach the patient once and in the order they were written when the connection returns;
// the patient's reply arrives with an unread count in /chats and is read when the conversation opens;
// the patient's read receipt shows on the specialist's messages; the patient reads and answers on
// their link's page, in their own browser.

import { ChatsApi } from './support/chats-api.ts';
import { expect, test } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const ACCOUNT = E2E_SPECIALISTS.chats;

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: written offline, kept through a reload, delivered once and in order; the reply is counted, then read`, async ({
    browser,
    request,
  }) => {
    const name = `Amal ${runSurname()}`;
    const patients = await PatientsApi.signIn(request, ACCOUNT.email, ACCOUNT.password);
    const patient = await patients.create(apiPerson(name, `amal.${Date.now()}@mail.test`));
    const chats = await ChatsApi.signIn(request, ACCOUNT.email, ACCOUNT.password);
    const link = await chats.linkToken(patient.id);
    const office = await openOfflineCapableBrowser(browser, ACCOUNT);
    const { page } = office;
    try {
      await page.goto(`/chat/${patient.id}?lang=${language}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      const messages = page.getByTestId('chat-message');
      const waiting = messages.filter({ hasText: tr(language, 'Waiting to send') });
      const box = page.getByRole('textbox', { name: tr(language, 'Message') });

      await office.goOffline();
      const texts = ['First, offline', 'Second: مرحبا', 'Third\nwith a new line'];
      for (const text of texts) {
        const [firstLine, secondLine] = text.split('\n');
        await box.fill(firstLine ?? '');
        if (secondLine !== undefined) {
          await box.press('Shift+Enter');
          await box.pressSequentially(secondLine);
        }
        await box.press('Enter');
        await expect(box).toHaveValue('');
      }
      await expect(waiting).toHaveCount(3);
      await page.reload();
      await expect(waiting).toHaveCount(3);
      await expect(messages.last()).toContainText('with a new line');

      await office.goOnline();
      await expect(waiting).toHaveCount(0, { timeout: 20_000 });
      const delivered = await chats.conversation(link);
      expect(delivered.messages.map((message) => message.text)).toEqual(texts);

      await chats.markRead(link);
      await expect(messages.filter({ hasText: tr(language, 'Read') })).toHaveCount(3, { timeout: 20_000 });

      // The patient opens their link in their own browser, reads the three, and answers.
      const patientContext = await browser.newContext();
      const patientPage = await patientContext.newPage();
      await patientPage.goto(`/chat-patient/${link}?lang=${language}`);
      await expect(patientPage.getByRole('heading', { name: /Causeuse/ })).toBeVisible();
      await expect(patientPage.getByTestId('chat-message')).toHaveCount(3);
      await expect(patientPage.getByTestId('chat-message').first()).toContainText('First, offline');
      await page.goto(`/chats?lang=${language}`);
      const reply = patientPage.getByRole('textbox', { name: tr(language, 'Message') });
      await reply.fill('Merci beaucoup');
      await reply.press('Enter');
      await expect(patientPage.getByTestId('chat-message')).toHaveCount(4);
      await patientContext.close();
      const row = page.getByTestId('conversation-row').filter({ hasText: name });
      await expect(row.getByLabel(tr(language, '{unread} unread', { unread: '1' }))).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('unread-chats')).toHaveText(/^1/);
      await row.click();
      await expect(messages.last()).toContainText('Merci beaucoup');
      await expect(page.getByTestId('unread-chats')).toHaveCount(0);
      await page.goto(`/chats?lang=${language}`);
      await expect(row).toContainText('Merci beaucoup');
      await expect(row.getByLabel(tr(language, '{unread} unread', { unread: '1' }))).toHaveCount(0);
    } finally {
      await office.close();
    }
  });
}
