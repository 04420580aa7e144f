// What the calendar specs do on `/calendar`: find a slot by its wall time, book on it through the
// dialog, see where an event lies, and read the session the page stored locally.
import { expect, type Locator, type Page } from '@playwright/test';
import type { SessionRow } from '../../../src/core/sessions/session-schema.ts';
import { pickSearchable } from './combobox.ts';
import { type TestLanguage, tr } from './onboarding-i18n.ts';

/** The slot starting at `wall` ("2026-12-02 10:00:00", the specialist's clock). */
export const slotAtWall = (page: Page, wall: string) => page.locator(`[data-slot="${wall}"]`);

/** The 10:00 slot of the n-th day column of the week shown (0 = the language's first day). */
export const slotAt = (page: Page, dayIndex: number) =>
  page.locator('[data-slot$=" 10:00:00"]').nth(dayIndex);

export const calendarEvents = (page: Page) => page.getByTestId('calendar-event');

/** Clicks a free slot and books it for `patientName` at a charge of 80 in the dialog that opens. */
/** `mode`: the id of the mode's label (ref.mode.video, …) when not the form's default. */
export async function bookOnSlot(
  page: Page,
  language: TestLanguage,
  slot: Locator,
  patientName: string,
  mode?: string,
) {
  await slot.click();
  const dialog = page.getByRole('dialog', { name: tr(language, 'New session') });
  await expect(dialog).toBeVisible();
  await pickSearchable(page, dialog.getByRole('combobox', { name: tr(language, 'Patient') }), patientName);
  if (mode) await dialog.getByText(tr(language, mode), { exact: true }).click();
  await dialog.locator('input[inputmode="decimal"]').fill('80');
  await dialog.getByRole('button', { name: tr(language, 'Book session') }).click();
  await expect(dialog).toBeHidden();
}

/** The event's box lies in the slot's day column and, unless `anyHeight`, starts at the slot's top. */
export async function expectEventAt(event: Locator, slot: Locator, anyHeight = false) {
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

/**
 * The session as the page stored it in IndexedDB (what survives a reload): in the record of its month,
 * found by the month records' `ids` index (src/local/sessions/session-table.ts).
 */
export async function localSession(page: Page, id: string): Promise<SessionRow | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<SessionRow | undefined>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const months = open.result.transaction('sessionMonths').objectStore('sessionMonths');
          const request = months.index('ids').get(key);
          request.onsuccess = () => {
            open.result.close();
            const month = request.result as { rows: SessionRow[] } | undefined;
            resolve(month?.rows.find((row) => row.id === key));
          };
          request.onerror = () => reject(request.error);
        };
      }),
    id,
  );
}
