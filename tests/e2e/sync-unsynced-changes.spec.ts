// Issue 3: a change the server refuses for good is rolled back to the server's version and listed in
// the Unsynced changes panel, in the user's language, with edit-and-retry and discard. The refusal is
// a real one: offline, the user makes a patient the employee of a company that another device of the
// same specialist deletes meanwhile; the server answers 400 (the employer is no longer a company).
import { expect, test } from './support/fixtures.ts';
import { apiCompany, apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

test('a refused edit is rolled back, explained in English and Arabic, then edited and sent again', async ({
  browser,
  request,
}) => {
  const specialist = E2E_SPECIALISTS.unsynced;
  const surname = runSurname();
  const [before, typed, companyName] = [`Youssef ${surname}`, `Yousra ${surname}`, `Acme ${surname}`];
  const otherDevice = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const company = await otherDevice.create(apiCompany(companyName, 'hr@acme.example'));
  const employee = await otherDevice.create(apiPerson(before, 'youssef@example.com'));
  const { context, page, app, patients, sync } = await openSignedInBrowser(browser, specialist);
  try {
    await patients.open();
    await expect(patients.row(before)).toBeVisible();

    await app.goOffline();
    await page.getByRole('button', { name: `Edit ${before}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit patient' });
    await edit.getByLabel('Name').fill(typed);
    await edit.getByLabel('Company (employer)').click();
    await page.getByRole('option', { name: companyName }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(patients.row(typed)).toBeVisible();
    await sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });

    await otherDevice.remove(company.id);
    await app.goOnline();

    await sync.expectShowing({ state: 'refused', pending: 0, rejected: 1 });
    await expect(sync.button()).toHaveAccessibleName('1 change could not be synced');
    // Rolled back: the server's version of the row again, and the deleted company pulled away.
    await expect(patients.row(before)).toBeVisible();
    await expect(patients.row(typed)).toHaveCount(0);
    await expect(patients.row(companyName)).toHaveCount(0);
    await sync.openPanel();
    await expect(sync.changes()).toHaveCount(1);
    const change = sync.changes().first();
    await expect(change).toContainText(`Changes to ${before}`);
    await expect(change).toContainText('Invalid request. Please check your information and try again.');
    await expect(change).toContainText('Please select a company from your patients');

    // The refusal arrived in English; an Arabic reader gets it in Arabic, right to left.
    await page.goto('/patients?lang=AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await sync.expectShowing({ state: 'refused', pending: 0, rejected: 1 });
    await expect(sync.button()).toHaveAccessibleName('1 تعديل تعذّرت مزامنته');
    await sync.openPanel();
    await expect(sync.panel().getByRole('heading', { name: 'تعديلات غير متزامنة' })).toBeVisible();
    const arabic = sync.changes().first();
    await expect(arabic).toContainText(`تعديلات على ${before}`);
    await expect(arabic).toContainText('طلب غير صالح. يُرجى التحقق من بياناتك والمحاولة مرة أخرى.');
    await expect(arabic).toContainText('يرجى اختيار شركة من بين مرضاك');
    await expect(arabic.getByRole('button', { name: 'تعديل وإعادة المحاولة' })).toBeVisible();
    await expect(arabic.getByRole('button', { name: 'تجاهل' })).toBeVisible();

    await page.goto('/patients?lang=EN');
    await sync.openPanel();
    await sync.changes().first().getByRole('button', { name: 'Edit and retry' }).click();
    const retry = page.getByRole('dialog', { name: 'Edit and retry' });
    // What the user typed is back. The deleted employer is not kept (the form could not show it, and
    // the same refusal would come back): the save below goes through.
    await expect(retry.getByLabel('Name')).toHaveValue(typed);
    await retry.getByRole('button', { name: 'Save' }).click();
    await expect(retry).toBeHidden();

    await sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
    await expect(patients.row(typed)).toBeVisible();
    await expect(sync.panel()).toHaveCount(0);
    await expect
      .poll(async () => {
        const row = await otherDevice.read(employee.id);
        return { name: row.name, companyId: row.companyId };
      })
      .toEqual({ name: typed, companyId: null });
  } finally {
    await context.close();
  }
});

test('an Arabic reader discards a refused edit: the entry goes and the row stays the server’s', async ({
  browser,
  request,
}) => {
  const specialist = E2E_SPECIALISTS.discarding;
  const surname = runSurname();
  const [before, typed, companyName] = [`Hana ${surname}`, `Hind ${surname}`, `Beta ${surname}`];
  const otherDevice = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const company = await otherDevice.create(apiCompany(companyName, 'hr@beta.example'));
  const employee = await otherDevice.create(apiPerson(before, 'hana@example.com'));
  const { context, page, app, patients, sync } = await openSignedInBrowser(browser, specialist);
  try {
    await page.goto('/patients?lang=AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المرضى' })).toBeVisible();
    await expect(patients.row(before)).toBeVisible();

    await app.goOffline();
    await page.getByRole('button', { name: `تعديل ${before}` }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل بيانات المريض' });
    await edit.getByLabel('الاسم').fill(typed);
    await edit.getByLabel('الشركة (جهة العمل)').click();
    await page.getByRole('option', { name: companyName }).click();
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await expect(patients.row(typed)).toBeVisible();

    await otherDevice.remove(company.id);
    await app.goOnline();

    await sync.expectShowing({ state: 'refused', pending: 0, rejected: 1 });
    await expect(patients.row(before)).toBeVisible();
    await sync.openPanel();
    await expect(sync.changes().first()).toContainText(`تعديلات على ${before}`);
    await expect(sync.changes().first()).toContainText('يرجى اختيار شركة من بين مرضاك');
    await sync.changes().first().getByRole('button', { name: 'تجاهل' }).click();

    await expect(sync.panel()).toHaveCount(0);
    await sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
    await expect(patients.row(before)).toBeVisible();
    await expect(patients.row(typed)).toHaveCount(0);
    const onServer = await otherDevice.read(employee.id);
    expect({ name: onServer.name, companyId: onServer.companyId }).toEqual({ name: before, companyId: null });
  } finally {
    await context.close();
  }
});
