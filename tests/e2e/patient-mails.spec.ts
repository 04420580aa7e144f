// What a patient hears of a session booked offline (issue 39), read from the e2e SMTP receiver: one
// confirmation once the booking syncs, in the patient's language and time zone, with a calendar
// invitation named by the session; a move online brings a change that updates the same event.

import { bookOnSlot, calendarEvents, slotAtWall } from './support/calendar-page.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';

const specialist = E2E_SPECIALISTS.patientMails;
const MAIL_WAIT = { timeout: 30_000 };

test('a session booked offline is confirmed once after the sync, in the patient’s language and time zone; a move updates the same calendar event', async ({
  app,
  page,
  request,
}) => {
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const name = `Chloé ${runSurname()}`;
  const email = `chloe.${Date.now()}@mail.test`;
  await patients.create({ ...apiPerson(name, email), language: 'FR', timeZone: 'America/Montreal' });
  const mailbox = new Mailbox();
  const subjects = async () => (await mailbox.mailsTo(email)).map((mail) => mail.subject);

  await app.signIn(specialist.email, specialist.password);
  await page.goto('/calendar?lang=EN');
  const ten = page.locator('[data-slot$=" 10:00:00"]');
  await expect(ten).toHaveCount(7);
  const thisWeek = String(await ten.first().getAttribute('data-slot'));
  await page
    .getByRole('button', { name: tr('EN', 'Next') })
    .first()
    .click();
  await expect(ten.first()).not.toHaveAttribute('data-slot', thisWeek);
  const wednesday = String(await ten.nth(2).getAttribute('data-slot'));

  await app.goOffline();
  await bookOnSlot(page, 'EN', slotAtWall(page, wednesday), name);
  const event = calendarEvents(page).filter({ hasText: name });
  await expect(event).toHaveCount(1);
  const id = String(await event.getAttribute('data-event-id'));
  // Nothing leaves while offline.
  expect(await subjects()).toEqual([]);

  await app.goOnline();
  await expect.poll(subjects, MAIL_WAIT).toEqual(['Votre séance avec Mira Courrier est réservée']);
  const [confirmation] = await mailbox.mailsTo(email);
  // In Montréal's time, not the office's (UTC in the seeded profile).
  const sessions = await SessionsApi.signIn(request, specialist.email, specialist.password);
  const stored = await sessions.read(id);
  const montreal = (instant: number) =>
    `${new Intl.DateTimeFormat('fr', { timeStyle: 'short', timeZone: 'America/Montreal' }).format(instant)} (America/Montreal)`;
  const startsAt = Date.parse(stored.startsAt);
  expect(confirmation?.text).toContain(montreal(startsAt));
  expect(confirmation?.text).toContain(`UID:${id}@mindoffice`);
  expect(confirmation?.text).toContain('METHOD:REQUEST');

  // Moved online by an hour: one change, the same event, a later sequence.
  await sessions.change(id, { startsAt: new Date(startsAt + 60 * 60_000).toISOString() });
  await expect
    .poll(subjects, MAIL_WAIT)
    .toEqual(['Votre séance avec Mira Courrier est réservée', 'Votre séance avec Mira Courrier a changé']);
  const change = (await mailbox.mailsTo(email))[1];
  expect(change?.text).toContain(montreal(startsAt + 60 * 60_000));
  expect(change?.text).toContain(`UID:${id}@mindoffice`);
  const sequence = (text: string | undefined) => Number(/SEQUENCE:(\d+)/.exec(text ?? '')?.[1]);
  expect(sequence(change?.text)).toBeGreaterThan(sequence(confirmation?.text));
});
