// Issue 3: signing out wipes this device's data, outbox included. With unsynced changes the user menu
// asks first and says they would be lost; staying keeps them queued, confirming wipes IndexedDB. With
// nothing pending, sign-out asks nothing. The browsers run their service worker, as a user's does:
// signing out offline lands on the home page from its cache.
import { expect, test } from './support/fixtures.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

test('sign-out with unsynced changes warns first: staying keeps them, confirming wipes this device', async ({
  browser,
  request,
}) => {
  const specialist = E2E_SPECIALISTS.signOut;
  const surname = runSurname();
  const [before, typed] = [`Karim ${surname}`, `Kamal ${surname}`];
  const otherDevice = await PatientsApi.signIn(request, specialist.email, specialist.password);
  await otherDevice.create(apiPerson(before, 'karim@example.com'));
  const device = await openOfflineCapableBrowser(browser, specialist);
  const { page, app, patients, sync } = device;
  try {
    await patients.open();
    // The patient the other device made has arrived (the first pull) before the link is cut.
    await expect(patients.row(before)).toBeVisible();
    await device.goOffline();
    await patients.rename(before, typed);
    await sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });

    await app.signOut();
    const warning = page.getByRole('dialog', { name: 'Unsynced changes' });
    await expect(warning.getByTestId('sign-out-warning')).toHaveText(
      '1 change has not reached the server yet. Signing out now deletes it from this device for good.',
    );
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(patients.row(typed)).toBeVisible();
    await sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });
    expect(await app.indexedDbStoreCount('outbox')).toBe(1);

    await app.signOut();
    await warning.getByRole('button', { name: 'Sign out and discard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: 'Grow your practice as a psychologist or coach' }),
    ).toBeVisible();
    await expect.poll(() => app.indexedDbRecordCount()).toBe(0);
    // The discarded rename never reached the server.
    expect(await otherDevice.namesWith(surname)).toEqual([before]);

    await device.goOnline();
    await app.signIn(specialist.email, specialist.password);
    await patients.open();
    await expect(patients.row(before)).toBeVisible();
    await sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
    await app.signOut();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Unsynced changes' })).toHaveCount(0);
    await expect.poll(() => app.indexedDbRecordCount()).toBe(0);
  } finally {
    await device.close();
  }
});

test('an Arabic reader gets the sign-out warning in Arabic, right to left', async ({ browser, request }) => {
  const specialist = E2E_SPECIALISTS.signOutArabic;
  const surname = runSurname();
  const [before, typed] = [`Nour ${surname}`, `Nawal ${surname}`];
  const otherDevice = await PatientsApi.signIn(request, specialist.email, specialist.password);
  await otherDevice.create(apiPerson(before, 'nour@example.com'));
  const device = await openOfflineCapableBrowser(browser, specialist);
  const { page, app, patients, sync } = device;
  try {
    await page.goto('/patients?lang=AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(patients.row(before)).toBeVisible();
    await device.goOffline();
    await page.getByRole('button', { name: `تعديل ${before}` }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل بيانات المريض' });
    await edit.getByLabel('الاسم').fill(typed);
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });

    await page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    const warning = page.getByRole('dialog', { name: 'تعديلات غير متزامنة' });
    await expect(warning.getByTestId('sign-out-warning')).toHaveText(
      'لم يصل تعديل واحد إلى الخادم بعد. إذا سجّلت الخروج الآن فسيُحذف نهائياً من هذا الجهاز.',
    );
    await warning.getByRole('button', { name: 'تسجيل الخروج والتخلي عنها' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => app.indexedDbRecordCount()).toBe(0);
    expect(await otherDevice.namesWith(surname)).toEqual([before]);
  } finally {
    await device.close();
  }
});
