// `/calendar` in a real browser against the real server, in English and in Arabic (the grid mirrors):
// a click on a free slot books there, a drag reschedules (offline, then the server holds the new time),
// a drag onto another session is refused with the overlap message and moves nothing. The drag is
// also the guard of @mantine/schedule's npm override (README footguns): it runs on our Mantine copy.
import type { APIRequestContext } from '@playwright/test';
import type { SessionRow } from '../../src/core/sessions/session-schema.ts';
import {
  bookOnSlot as book,
  calendarEvents as events,
  expectEventAt as expectAt,
  localSession,
  slotAt,
} from './support/calendar-page.ts';
import { AppPage, expect, test, waitForPageToSettle } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.calendar, AR: E2E_SPECIALISTS.calendarArabic } as const;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** "2026-12-02 10:00:00" on the specialist's clock; the browser and the office both run in UTC here. */
const instantOf = (wall: string) => `${wall.replace(' ', 'T')}.000Z`;

for (const language of ['EN', 'AR'] as const) {
  test(`${language}: book on a slot, drag to another day offline, an overlap refused`, async ({
    browser,
    request,
  }) => {
    const account = ACCOUNTS[language];
    const api = await PatientsApi.signIn(request, account.email, account.password);
    const surname = runSurname();
    const first = `Nadia ${surname}`;
    const second = `Karim ${surname}`;
    await api.create(apiPerson(first, `nadia.${surname}@mail.test`));
    await api.create(apiPerson(second, `karim.${surname}@mail.test`));

    // No service worker: Playwright's offline is then a real offline for the page's outbox.
    const context = await browser.newContext({ serviceWorkers: 'block', timezoneId: 'UTC' });
    const page = await context.newPage();
    try {
      await new AppPage(page).signIn(account.email, account.password);
      await page.goto(`/calendar?lang=${language}`);
      if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Next week: every day of it is still to come, whatever today is.
      await page
        .getByRole('button', { name: tr(language, 'Next') })
        .first()
        .click();
      await expect(slotAt(page, 6)).toBeAttached();
      await waitForPageToSettle(page);
      await context.setOffline(true);

      await book(page, language, slotAt(page, 1), first);
      const booked = events(page).filter({ hasText: first });
      await expect(booked).toHaveCount(1);
      await expectAt(booked, slotAt(page, 1));
      const id = String(await booked.getAttribute('data-event-id'));

      const target = slotAt(page, 3);
      const targetWall = String(await target.getAttribute('data-slot'));
      await booked.dragTo(target);
      await expectAt(booked, target);
      await expect.poll(async () => (await localSession(page, id))?.status).toBe('rescheduled');
      expect((await localSession(page, id))?.startsAt).toBe(instantOf(targetWall));
      await booked.click();
      const card = page.getByRole('dialog', { name: first });
      await expect(card.getByText(tr(language, 'session.status.rescheduled'))).toBeVisible();
      await card.getByRole('button', { name: tr(language, 'Close') }).click();

      await book(page, language, slotAt(page, 5), second);
      const blocker = events(page).filter({ hasText: second });
      await expectAt(blocker, slotAt(page, 5));
      const blockerReference = (await localSession(page, String(await blocker.getAttribute('data-event-id'))))
        ?.reference;
      // Onto the other session itself: its slot lies under it.
      await booked.dragTo(blocker);
      const refusal = page.getByTestId('calendar-refusal');
      await expect(refusal).toContainText(String(blockerReference));
      await expect(refusal).toContainText(tr(language, 'session.overlap').split('(')[0]?.trim() ?? '');
      await expectAt(booked, target);
      expect((await localSession(page, id))?.startsAt).toBe(instantOf(targetWall));

      await context.setOffline(false);
      const token = await tokenOf(request, account);
      await expect
        .poll(async () => {
          const answer = await request.get(`/api/sessions/${id}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (!answer.ok()) return undefined;
          const { data } = (await answer.json()) as { data: SessionRow };
          return `${data.status} ${data.startsAt}`;
        })
        .toBe(`rescheduled ${instantOf(targetWall)}`);
      // The month view too puts each session in its day's column, in Arabic as well.
      const blockerWall = String(await slotAt(page, 5).getAttribute('data-slot'));
      await page.getByRole('tab', { name: tr(language, 'Switch to month view') }).click();
      const dayCell = (wall: string) => page.locator(`[data-date="${wall.slice(0, 10)}"]`);
      await expectAt(booked, dayCell(targetWall), true);
      await expectAt(blocker, dayCell(blockerWall), true);

      // A phone: the day view, the controls wrapped, nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      // On a small screen the library offers the views as a native select.
      await expect(page.getByRole('combobox', { name: tr(language, 'Calendar view') })).toHaveValue('day');
      await expect(slotAt(page, 0)).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
}
