// What a specialist types is never lost: the session form keeps its notes and charge on the device as
// they are typed, and a reload (or a crash) gives them back when the form opens again; Cancel lets them
// go; the offer form and the profile's sections do the same. (The article editor and the patient form
// have their own specs.)
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.typedInput;

/** The fields kept for form `key` in the device's database (#local/typed-input). */
function typedInput(page: Page, key: string): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    (wanted) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('typedInput').objectStore('typedInput').get(wanted);
          read.onsuccess = () =>
            resolve((read.result as { fields?: Record<string, unknown> } | undefined)?.fields);
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );
}
const NOTES = 'Parler du sommeil — النوم أولاً';

test('a new session’s typed notes and charge survive a reload; Cancel drops them', async ({ app, page }) => {
  await app.signIn(specialist.email, specialist.password);
  await page.goto('/sessions?lang=EN');
  await page.getByRole('button', { name: 'New session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Private notes').fill(NOTES);
  await dialog.getByLabel(/^Charge/).fill('45.50');
  // Kept as typed: the device's copy holds both before the page goes (a write takes a few ms).
  await expect.poll(() => typedInput(page, 'session:new')).toMatchObject({ notes: NOTES, charge: '45.50' });
  await page.reload();

  await page.getByRole('button', { name: 'New session' }).first().click();
  await expect(dialog.getByLabel('Private notes')).toHaveValue(NOTES);
  await expect(dialog.getByLabel(/^Charge/)).toHaveValue('45.50');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New session' }).first().click();
  await expect(dialog.getByLabel('Private notes')).toHaveValue('');
});

test('a new offer’s typed name survives a reload', async ({ app, page }) => {
  await app.signIn(specialist.email, specialist.password);
  const packages = `/session-packages/${(await app.readStoredSession())?.userId}?lang=EN`;
  await page.goto(packages);
  await page.getByRole('button', { name: 'Add offer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add offer' });
  await dialog.getByLabel('Offer name').fill('Cinq séances — خمس جلسات');
  await expect.poll(async () => (await typedInput(page, 'offer:new'))?.name).toBe('Cinq séances — خمس جلسات');
  await page.reload();
  await page.getByRole('button', { name: 'Add offer' }).first().click();
  await expect(dialog.getByLabel('Offer name')).toHaveValue('Cinq séances — خمس جلسات');
});

test('a profile section’s typed text survives a reload; Discard changes puts the stored one back', async ({
  app,
  page,
}) => {
  await app.signIn(specialist.email, specialist.password);
  await page.goto(`/edit-profile/${(await app.readStoredSession())?.userId}?lang=EN`);
  const company = page.getByLabel('Company name');
  await expect(company).toBeVisible();
  const stored = await company.inputValue();
  await company.fill('Cabinet Atlas — عيادة الأطلس');
  await expect
    .poll(async () => (await typedInput(page, 'profile:personal'))?.companyName)
    .toBe('Cabinet Atlas — عيادة الأطلس');
  await page.reload();
  await expect(company).toHaveValue('Cabinet Atlas — عيادة الأطلس');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(company).toHaveValue(stored);
  await expect.poll(() => typedInput(page, 'profile:personal')).toBeUndefined();
});
