// The availability set on `/edit-profile/{id}` reaches the calendar, in English and in Arabic (the
// grid mirrors, the week starts on Saturday): weekday mornings are shaded and afternoons are not, a
// day off is hatched and not shaded, and a booking or a drag outside the hours or onto the day off is
// warned about, and still goes through.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y/axe-check.ts';
import { calendarEvents, slotAtWall } from './support/calendar-page.ts';
import { pickSearchable } from './support/combobox.ts';
import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { ProfileAvailabilityPage } from './support/profile-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.availability, AR: E2E_SPECIALISTS.availabilityArabic } as const;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

/** The calendar's next week (every day of it still to come): its dates by weekday, 0 = Sunday. */
async function showNextWeek(page: Page, language: 'EN' | 'AR'): Promise<Map<number, string>> {
  await page
    .getByRole('link', { name: tr(language, 'Calendar') })
    .first()
    .click();
  const nine = page.locator('[data-slot$=" 09:00:00"]');
  await expect(nine).toHaveCount(7);
  const thisWeek = String(await nine.first().getAttribute('data-slot'));
  await page
    .getByRole('button', { name: tr(language, 'Next') })
    .first()
    .click();
  await expect(nine.first()).not.toHaveAttribute('data-slot', thisWeek);
  const walls = await nine.evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-slot') ?? ''));
  return new Map(
    walls.map((wall) => {
      const date = wall.slice(0, 10);
      return [new Date(`${date}T00:00:00Z`).getUTCDay(), date] as const;
    }),
  );
}

const slot = (page: Page, date: string, time: string) => slotAtWall(page, `${date} ${time}:00`);

for (const language of ['EN', 'AR'] as const) {
  test(`${language}: weekday mornings shaded in the week, day and month views, a day off hatched, bookings and moves outside them warned`, async ({
    browser,
    request,
  }) => {
    const account = ACCOUNTS[language];
    const api = await PatientsApi.signIn(request, account.email, account.password);
    const patient = `Selma ${runSurname()}`;
    await api.create(apiPerson(patient, `selma.${runSurname()}@mail.test`));

    const { context, page } = await openSignedInBrowser(browser, account, { timezoneId: 'UTC' });
    try {
      await page.goto(`/dashboard?lang=${language}`);
      if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const profile = new ProfileAvailabilityPage(page, language);
      await profile.open();
      await profile.setWeeklyHours(WEEKDAYS, '09:00', '12:00');
      await profile.clearDaysOff();
      await profile.save();

      const week = await showNextWeek(page, language);
      for (const [day, date] of week) {
        const isWeekday = day >= 1 && day <= 5;
        for (const time of ['09:00', '11:30']) {
          const morning = slot(page, date, time);
          if (isWeekday) await expect(morning).toHaveAttribute('data-available', 'true');
          else await expect(morning).not.toHaveAttribute('data-available');
        }
        for (const time of ['12:00', '14:00', '08:30']) {
          await expect(slot(page, date, time)).not.toHaveAttribute('data-available');
        }
      }
      const legend = page.getByRole('list', { name: tr(language, 'Legend') });
      await expect(legend.getByText(tr(language, 'Your availability'))).toBeVisible();
      await expect(legend.getByText(tr(language, 'Day off'), { exact: true })).toBeVisible();

      // An afternoon: the form warns, and the session is booked all the same.
      const tuesday = week.get(2) ?? '';
      await slot(page, tuesday, '14:00').click();
      const dialog = page.getByRole('dialog', { name: tr(language, 'New session') });
      const warning = dialog.getByTestId('availability-warning');
      await expect(warning).toContainText(tr(language, 'profile.availability.outsideHours'));
      await expect(warning).toContainText(tr(language, 'You can still book it.'));
      await pickSearchable(page, dialog.getByRole('combobox', { name: tr(language, 'Patient') }), patient);
      await dialog.locator('input[inputmode="decimal"]').fill('70');
      await dialog.getByRole('button', { name: tr(language, 'Book session') }).click();
      await expect(dialog).toBeHidden();
      await expect(calendarEvents(page).filter({ hasText: patient })).toHaveCount(1);
      // The booking is confirmed; the toast is closed so that a later check does not catch it fading.
      const [booked = ''] = tr(language, 'Session booked for {when}.', { when: '\u0000' }).split('\u0000');
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: booked });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: tr(language, 'Dismiss') }).click();
      await expect(toast).toHaveCount(0);

      // A day off on the Wednesday: hatched and named so, never shaded, though inside the hours.
      const wednesday = week.get(3) ?? '';
      await profile.open();
      await profile.addDaysOff(wednesday, wednesday);
      await profile.save();
      await showNextWeek(page, language);
      const offMorning = slot(page, wednesday, '09:00');
      await expect(offMorning).toHaveAttribute('data-day-off', 'true');
      await expect(offMorning).not.toHaveAttribute('data-available');
      const [before = '', after = ''] = tr(language, 'New session at {name}, day off', {
        name: '\u0000',
      }).split('\u0000');
      const name = String(await offMorning.getAttribute('aria-label'));
      expect(name.startsWith(before) && name.endsWith(after)).toBe(true);
      await expect(slot(page, wednesday, '15:00')).toHaveAttribute('data-day-off', 'true');
      await expect(slot(page, week.get(4) ?? '', '09:00')).toHaveAttribute('data-available', 'true');
      await expect(slot(page, week.get(4) ?? '', '09:00')).not.toHaveAttribute('data-day-off');

      // The afternoon session dragged onto the day off: moved, and the page says it is a day off.
      await calendarEvents(page)
        .filter({ hasText: patient })
        .dragTo(slot(page, wednesday, '10:00'));
      const moved = page.getByTestId('availability-warning');
      await expect(moved).toContainText(tr(language, 'profile.availability.dayOff'));
      await expect(moved).toContainText(tr(language, 'The session was moved.'));
      // The marks, the legend and the warning keep WCAG AA (the a11y scenes have no availability).
      expect(await axeViolations(page, `${language} calendar with availability`)).toEqual([]);
      await moved.getByRole('button', { name: tr(language, 'Dismiss') }).click();
      await expect(moved).toHaveCount(0);

      // In the morning of the day off the form warns of the day off; inside the hours, of nothing.
      await slot(page, wednesday, '11:00').click();
      await expect(warning).toContainText(tr(language, 'profile.availability.dayOff'));
      expect(await axeViolations(page, `${language} booking form with a warning`)).toEqual([]);
      await dialog.getByRole('button', { name: tr(language, 'Cancel') }).click();
      await expect(dialog).toBeHidden();
      await slot(page, week.get(4) ?? '', '10:00').click();
      await expect(dialog).toBeVisible();
      await expect(warning).toHaveCount(0);
      await dialog.getByRole('button', { name: tr(language, 'Cancel') }).click();
      await expect(dialog).toBeHidden();

      // The month view hatches the day off too; a day of it opens the day view, shaded the same way.
      await page.getByRole('tab', { name: tr(language, 'Switch to month view') }).click();
      const dayCell = (date: string) => page.locator(`[data-date="${date}"]`);
      await expect(dayCell(wednesday)).toHaveAttribute('data-day-off', 'true');
      await expect(dayCell(week.get(4) ?? '')).not.toHaveAttribute('data-day-off');
      await dayCell(week.get(4) ?? '').click();
      await expect(page.locator('[data-slot$=" 09:00:00"]')).toHaveCount(1);
      await expect(slot(page, week.get(4) ?? '', '09:00')).toHaveAttribute('data-available', 'true');
      await expect(slot(page, week.get(4) ?? '', '14:00')).not.toHaveAttribute('data-available');
    } finally {
      await context.close();
    }
  });
}
