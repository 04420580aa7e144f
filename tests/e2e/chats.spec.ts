// Chats, in English and in Arabic, as the specialist and the patient live them in two browsers: the
// specialist e-mails the patient their link (caught by the test's SMTP receiver); each sees the other
// there, and the patient's typing; messages written offline show at once as waiting, survive a reload
// offline, and reach the patient's open page once and in the order they were written when the
// connection returns, where they are read; the patient's reply is counted in /chats and as a
// notification (mark all as read clears it), and read when the conversation opens.

import { PRESENCE_GRACE_MS } from '../../src/core/chats/chat-realtime.ts';
import { ChatsApi } from './support/chats-api.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const mailbox = new Mailbox();

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: the link by e-mail, presence and typing, written offline and delivered once and in order; the reply is counted, then read`, async ({
    browser,
    request,
  }) => {
    // One account per language: the unread counts and "mark all as read" span the whole account.
    const ACCOUNT = language === 'EN' ? E2E_SPECIALISTS.chats : E2E_SPECIALISTS.chatsArabic;
    const name = `Amal ${runSurname()}`;
    const email = `amal.${Date.now()}.${language.toLowerCase()}@mail.test`;
    const patients = await PatientsApi.signIn(request, ACCOUNT.email, ACCOUNT.password);
    const patient = await patients.create(apiPerson(name, email));
    const chats = await ChatsApi.signIn(request, ACCOUNT.email, ACCOUNT.password);
    const office = await openOfflineCapableBrowser(browser, ACCOUNT);
    const { page } = office;
    const patientContext = await browser.newContext();
    try {
      await page.goto(`/chat/${patient.id}?lang=${language}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      const status = page.getByTestId('chat-status');
      await expect(status).toHaveText(tr(language, 'Waiting for patient'));

      // The link, by e-mail, in the patient's language.
      await page.getByRole('button', { name: tr(language, 'Send link to patient') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: tr(language, 'Send by e-mail') }).click();
      await expect(dialog.getByRole('status').filter({ hasText: email })).toBeVisible();
      await dialog
        .getByRole('button', { name: tr(language, 'Close') })
        .first()
        .click();
      const linkPath = await mailbox.waitForLink(email, '/chat-patient/');
      const link = linkPath.split('/chat-patient/')[1]?.split('?')[0] ?? '';

      const patientPage = await patientContext.newPage();
      await patientPage.goto(`${linkPath}${linkPath.includes('?') ? '&' : '?'}lang=${language}`);
      await expect(patientPage.getByRole('heading', { name: /Causeuse/ })).toBeVisible();
      const specialistStatus = patientPage.getByTestId('chat-status');
      await expect(specialistStatus).toHaveText(tr(language, 'Online'));
      // The specialist's photo beside their name, fetched with the link.
      await expect(patientPage.getByTestId('presence-online').locator('img')).toBeVisible();
      await expect(status).toHaveText(tr(language, 'Patient connected'));
      const reply = patientPage.getByRole('textbox', { name: tr(language, 'Message') });
      await reply.pressSequentially('Bonj');
      await expect(status).toHaveText(tr(language, 'Typing…'));

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
      // The office's socket cannot come back while offline: the patient sees the specialist leave.
      await expect(specialistStatus).toHaveText(tr(language, 'Offline'), { timeout: 20_000 });

      await office.goOnline();
      await expect(waiting).toHaveCount(0, { timeout: 20_000 });
      // The patient's open page receives them by itself, once each and in order, and reads them.
      const received = patientPage.getByTestId('chat-message');
      await expect(received).toHaveCount(3, { timeout: 20_000 });
      expect(await received.allInnerTexts()).toEqual([
        expect.stringContaining('First, offline'),
        expect.stringContaining('Second: مرحبا'),
        expect.stringContaining('with a new line'),
      ]);
      const delivered = await chats.conversation(link);
      expect(delivered.messages.map((message) => message.text)).toEqual(texts);
      await expect(messages.filter({ hasText: tr(language, 'Read') })).toHaveCount(3, { timeout: 20_000 });
      await expect(specialistStatus).toHaveText(tr(language, 'Online'), { timeout: 20_000 });

      await page.goto(`/chats?lang=${language}`);
      const row = page.getByTestId('conversation-row').filter({ hasText: name });
      await expect(row.getByTestId('presence-online')).toBeVisible();
      await reply.fill('Merci beaucoup');
      await reply.press('Enter');
      await expect(received).toHaveCount(4);
      await patientContext.close();
      const patientLeftAt = Date.now();
      await expect(row.getByLabel(tr(language, '{unread} unread', { unread: '1' }))).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('unread-chats')).toHaveText(/^1/);
      // The reply is also a notification: the bell counts it, the page lists it, mark all as read clears it.
      const bell = page.getByTestId('notification-bell');
      await expect(bell).toHaveAccessibleName(
        tr(language, 'Notifications, {unread} unread', { unread: '1' }),
      );
      await bell.click();
      const notification = page.getByTestId('notification').filter({ hasText: name });
      await expect(notification).toHaveAttribute('data-unread', 'true');
      await page.getByRole('button', { name: tr(language, 'Mark all as read') }).click();
      await expect(notification).not.toHaveAttribute('data-unread');
      await expect(bell).toHaveAccessibleName(tr(language, 'Notifications'));
      await page.goto(`/chats?lang=${language}`);
      // The patient closed their page: after the grace period they show offline. A page just loaded
      // shows everyone offline until its socket's first report, which within the grace still says
      // online (the conversation would then open on a patient seen connected): the grace goes first.
      await page.waitForTimeout(Math.max(0, patientLeftAt + PRESENCE_GRACE_MS + 1_000 - Date.now()));
      await expect(row.getByTestId('presence-offline')).toBeVisible({ timeout: 20_000 });
      await row.click();
      await expect(messages.last()).toContainText('Merci beaucoup');
      await expect(page.getByTestId('unread-chats')).toHaveCount(0);
      await expect(page.getByTestId('chat-status')).toHaveText(tr(language, 'Waiting for patient'));
    } finally {
      await patientContext.close();
      await office.close();
    }
  });
}
