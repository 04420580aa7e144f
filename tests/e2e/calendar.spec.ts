// `/calendar` in a real browser against the real server, in English and in Arabic (the grid mirrors):
// a click on a free slot books there, a drag reschedules (offline, then the server holds the new time),
// a drag onto another session is refused with the overlap message and moves nothing. The drag is
// also the guard of @mantine/schedule's npm override (README footguns): it runs on our Mantine copy.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SessionRow } from '../../src/core/sessions/session-schema.ts';
import { AppPage, expect, test } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.calendar, AR: E2E_SPECIALISTS.calendarArabic } as const;

/** The 10:00 slot of the n-th day column of the week shown (0 = the language's first day). */
const slotAt = (page: Page, dayIndex: number) => page.locator('[data-slot$=" 10:00:00"]').nth(dayIndex);
const events = (page: Page) => page.getByTestId('calendar-event');

async function book(page: Page, language: TestLanguage, slot: Locator, patientName: string) {
  await slot.click();
  const dialog = page.getByRole('dialog', { name: tr(language, 'New session') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: tr(language, 'Patient') }).fill(patientName);
  await page.getByRole('option', { name: patientName }).click();
  await dialog.locator('input[inputmode="decimal"]').fill('80');
  await dialog.getByRole('button', { name: tr(language, 'Book session') }).click();
  await expect(dialog).toBeHidden();
}

/** The event's box lies in the slot's day column and, unless `anyHeight`, starts at the slot's top. */
async function expectAt(event: Locator, slot: Locator, anyHeight = false) {
  await expect
    .poll(async () => {
      const [box, target] = await Promise.all([event.boundingBox(), slot.boundingBox()]);
      if (!box || !target) return false;
      const centre = box.x + box.width / 2;
      const isInColumn = centre > target.x && centre < target.x + target.width;
      return isInColumn && (anyHeight || Math.abs(box.y - target.y) < 4);
    })
    .toBe(true);
}

async function localSession(page: Page, id: string): Promise<SessionRow | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<SessionRow | undefined>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('sessions').objectStore('sessions').get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as SessionRow | undefined);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    id,
  );
}

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
