// Booking requests (issue 39): the specialist opens their booking page in Edit profile; a visitor
// without an account, in French, picks an open hour and asks for it (and hears by e-mail that it
// arrived); in the office the request waits on the sessions page, is accepted — the patient form opens
// with what the request gave, the session is booked — and a second request is declined, its person
// told politely, by e-mail, with the way back to the page.

import { setBookingPage } from './support/booking-api.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { tr } from './support/onboarding-i18n.ts';
import { ProfileAvailabilityPage } from './support/profile-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';

const specialist = E2E_SPECIALISTS.bookingRequests;
const MAIL_WAIT = { timeout: 30_000 };

test('a visitor asks for an hour on the open booking page; the office accepts it as a booked session and declines another', async ({
  app,
  browser,
  page,
  request,
}) => {
  const run = Date.now();
  const visitorEmail = `nadia.${run}@mail.test`;
  const otherEmail = `omar.${run}@mail.test`;
  const mailbox = new Mailbox();

  // Closed to begin with (a retry finds it open): the specialist opens it themself.
  await setBookingPage(request, specialist, false);
  await app.signIn(specialist.email, specialist.password);
  const profile = new ProfileAvailabilityPage(page, 'EN');
  await profile.open();
  await profile.form.getByRole('checkbox', { name: tr('EN', 'Open my public booking page') }).check();
  await profile.save();
  const address = String(await profile.form.getByTestId('booking-page-link').textContent());

  // Once the profile's change has synced, the page is drawn by the server: the heading is in the HTML
  // before any script runs.
  const pagePath = `${new URL(address).pathname}?lang=FR`;
  await expect
    .poll(async () => (await request.get(pagePath)).text(), MAIL_WAIT)
    .toContain('Demander une séance avec Selim Rendez');

  // The visitor: another browser, no account, in French.
  const visitor = await browser.newContext();
  try {
    const book = await visitor.newPage();
    const hydrationErrors: string[] = [];
    book.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await book.goto(pagePath);
    await expect(book.getByRole('heading', { level: 1 })).toContainText('Selim Rendez');
    const asked = async (name: string, email: string, hourIndex: number) => {
      await book.getByTestId('booking-times').getByRole('radio').nth(hourIndex).click();
      const form = book.getByRole('form', { name: tr('FR', 'Your request') });
      await form.getByRole('textbox', { name: tr('FR', 'Your name') }).fill(name);
      await form.getByRole('textbox', { name: tr('FR', 'E-mail') }).fill(email);
      await form.getByRole('textbox', { name: tr('FR', 'Phone') }).fill('+33 6 12 34 56 78');
      await form.getByRole('textbox', { name: tr('FR', 'Message (optional)') }).fill('Première séance.');
      await form.getByRole('button', { name: tr('FR', 'Send the request') }).click();
      await expect(book.getByText(tr('FR', 'Your request is sent'))).toBeVisible();
    };
    await asked('Nadia Benali', visitorEmail, 0);
    expect(hydrationErrors).toEqual([]);
    await book.reload();
    // The hour asked for is no longer offered: the next two are the first free ones.
    await asked('Omar Haddad', otherEmail, 2);
  } finally {
    await visitor.close();
  }
  await expect
    .poll(async () => (await mailbox.mailsTo(visitorEmail)).map((mail) => mail.subject), MAIL_WAIT)
    .toEqual(['Votre demande de séance avec Selim Rendez']);

  // The office: both requests wait on the sessions page.
  await page.goto('/sessions?lang=EN');
  const requests = page.getByTestId('booking-request');
  await expect(requests).toHaveCount(2);
  await requests
    .filter({ hasText: 'Nadia Benali' })
    .getByRole('button', { name: tr('EN', 'Accept and book') })
    .click();
  const patientForm = page.getByTestId('patient-form');
  await expect(patientForm.getByRole('textbox', { name: tr('EN', 'E-mail') })).toHaveValue(visitorEmail);
  // What the request could not give: the gender and the date of birth (the country came from the phone).
  await patientForm.getByLabel(tr('EN', 'Gender')).click();
  await page.getByRole('option', { name: tr('EN', 'Female'), exact: true }).click();
  await patientForm.getByLabel(tr('EN', 'Date of birth')).fill('14/03/1990');
  await patientForm.getByRole('button', { name: tr('EN', 'Save') }).click();
  await expect(patientForm).toBeHidden();
  await expect(requests).toHaveCount(1);

  await requests.getByRole('button', { name: tr('EN', 'Decline') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr('EN', 'Decline') })
    .click();
  await expect(requests).toHaveCount(0);

  const sessions = await SessionsApi.signIn(request, specialist.email, specialist.password);
  await expect
    .poll(
      async () => (await sessions.sessionsWhere((row) => row.notes === 'Première séance.')).length,
      MAIL_WAIT,
    )
    .toBe(1);
  await expect
    .poll(async () => (await mailbox.mailsTo(otherEmail)).map((mail) => mail.subject).sort(), MAIL_WAIT)
    .toEqual([
      'Votre demande de séance avec Selim Rendez',
      'À propos de votre demande de séance avec Selim Rendez',
    ]);
  const [declined] = (await mailbox.mailsTo(otherEmail)).filter((mail) =>
    mail.subject.startsWith('À propos'),
  );
  expect(declined?.text).toContain(new URL(address).pathname);
});
