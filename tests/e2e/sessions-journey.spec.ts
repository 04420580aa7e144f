// A specialist's working day, offline, in English and again in Arabic: a patient created in the
// page, a session booked by clicking a calendar slot and dragged to today (Rescheduled), seen on the
// dashboard's table and as the next session, kept through an offline reload; back online the server
// holds exactly that session, a second signed-in browser sees it move on its calendar through the
// poke, Join Now marks it (a chat-mode session) Ongoing and opens its conversation, where completing it grows the day's earnings by its amount.

import type { SessionRow } from '../../src/core/sessions/session-schema.ts';
import {
  bookOnSlot,
  calendarEvents,
  expectEventAt,
  localSession,
  slotAtWall,
} from './support/calendar-page.ts';
import { dayEarnings } from './support/dashboard-page.ts';
import { expect, test } from './support/fixtures.ts';
import { currentHalfHourMs, instantOfWall, wallOf, zoneAtNoon } from './support/office-clock.ts';
import { countryName, type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { runSurname } from './support/patients-api.ts';
import { PatientsPage } from './support/patients-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';
import { openOfflineCapableBrowser, openSignedInBrowser } from './support/signed-in-browser.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.sessionsJourney, AR: E2E_SPECIALISTS.sessionsJourneyArabic } as const;
const MINUTE_MS = 60_000;
const clock = zoneAtNoon();

/**
 * Where the session lands and where it moves online: two hour-long slots, each holding "now" inside its
 * Join Now window (from ten minutes before the start) for ten more minutes at least, the second not under
 * the first (a drag onto the session itself would drop on the session, not on the slot).
 */
function todaysSlots() {
  const nowMs = Date.now();
  const half = currentHalfHourMs(nowMs);
  const isEarly = nowMs - half < 20 * MINUTE_MS;
  const landMs = isEarly ? half : half + 30 * MINUTE_MS;
  return { land: wallOf(landMs, clock), move: wallOf(landMs - 30 * MINUTE_MS, clock) };
}

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: book on the calendar offline, drag to today, see it on the dashboard, sync, join and complete`, async ({
    browser,
    request,
  }) => {
    const account = ACCOUNTS[language];
    const t = (source: string) => tr(language, source);
    const patientName = `Nadia ${runSurname()}`;
    const office = await openOfflineCapableBrowser(browser, account, { timezoneId: clock.zone });
    const observer = await openSignedInBrowser(browser, account, { timezoneId: clock.zone });
    const { page } = office;
    try {
      const patients = new PatientsPage(page, language);
      await patients.open();
      if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await patients.add({
        name: patientName,
        contactNumber: '+33 6 12 34 56 78',
        email: `${patientName.split(' ')[1]}@mail.test`.toLowerCase(),
        gender: 'Female',
        dateOfBirth: '12/04/1990',
        country: countryName(language, 'FR'),
      });

      await office.goOffline();
      await page.goto(`/calendar?lang=${language}`);
      const { land, move } = todaysSlots();
      const today = land.slice(0, 10);
      const time = land.slice(11);
      // The same time on another day of the week shown: the drag is then a move to another day.
      const elsewhere = page.locator(`[data-slot$=" ${time}"]:not([data-slot^="${today}"])`).first();
      // Chat mode: its room is the conversation, where it is completed (this browser has no camera).
      await bookOnSlot(page, language, elsewhere, patientName, 'ref.mode.chat');
      const event = calendarEvents(page).filter({ hasText: patientName });
      await expect(event).toHaveCount(1);
      await expectEventAt(event, elsewhere);
      const id = String(await event.getAttribute('data-event-id'));
      expect((await localSession(page, id))?.status).toBe('scheduled');

      await event.dragTo(slotAtWall(page, land));
      await expectEventAt(event, slotAtWall(page, land));
      await expect.poll(async () => (await localSession(page, id))?.status).toBe('rescheduled');
      const { reference } = (await localSession(page, id)) as SessionRow;

      await page.goto(`/dashboard?lang=${language}`);
      const row = page.getByTestId('today-row').filter({ hasText: reference });
      const next = page.getByTestId('next-session');
      await expect(row).toContainText(patientName);
      await expect(row).toContainText(t('session.status.rescheduled'));
      await expect(next.getByTestId('next-session-patient')).toHaveText(patientName);
      const earningsBefore = await dayEarnings(page);

      await page.reload();
      await expect(row).toContainText(t('session.status.rescheduled'));
      await expect(next.getByTestId('next-session-patient')).toHaveText(patientName);
      expect(await dayEarnings(page)).toBe(earningsBefore);

      // The second browser, online all along, shows the week without the session.
      await observer.page.goto(`/calendar?lang=${language}`);
      await expect(slotAtWall(observer.page, land)).toBeAttached();
      const seen = calendarEvents(observer.page).filter({ hasText: patientName });
      await expect(seen).toHaveCount(0);

      await office.goOnline();
      await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
      const api = await SessionsApi.signIn(request, account.email, account.password);
      const held = await api.read(id);
      expect({ status: held.status, startsAt: held.startsAt, patient: held.patientId }).toEqual({
        status: 'rescheduled',
        startsAt: instantOfWall(land, clock),
        patient: (await localSession(page, id))?.patientId,
      });
      expect(await api.sessionsOfPatient(held.patientId)).toHaveLength(1);
      await expectEventAt(seen, slotAtWall(observer.page, land));

      // Moved online, half an hour away: the observer's calendar follows through the poke.
      await page.goto(`/calendar?lang=${language}`);
      await calendarEvents(page).filter({ hasText: patientName }).dragTo(slotAtWall(page, move));
      await expectEventAt(seen, slotAtWall(observer.page, move));
      await expect.poll(async () => (await api.read(id)).startsAt).toBe(instantOfWall(move, clock));

      await page.goto(`/dashboard?lang=${language}`);
      await next.getByRole('button', { name: t('Join Now') }).click();
      await expect(page).toHaveURL(new RegExp(`/chat/${held.patientId}`));
      const bar = page.getByTestId('chat-session-bar');
      await bar.getByRole('button', { name: t('Mark completed') }).click();
      await expect(bar).toHaveCount(0);
      await page.goto(`/sessions-profile/${id}?lang=${language}`);
      await expect(page.getByText(t('session.status.completed')).first()).toBeVisible();

      await page.goto(`/dashboard?lang=${language}`);
      await expect.poll(() => dayEarnings(page)).toBe(earningsBefore + held.amount);
      await expect.poll(async () => (await api.read(id)).status).toBe('completed');
    } finally {
      await observer.context.close();
      await office.close();
    }
  });
}
