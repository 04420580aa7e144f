import { expect, test } from './support/fixtures.ts';
import { countryName, tr } from './support/onboarding-i18n.ts';
import { expectPagerFollowsReading } from './support/pager-direction.ts';
import { runSurname } from './support/patients-api.ts';
import { PatientsPage } from './support/patients-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.patients;

test.describe.configure({ mode: 'serial' });

test('the patient form refuses empty fields with the spec messages, in English and in Arabic; the pager follows the reading direction', async ({
  app,
  page,
}) => {
  await app.signIn(specialist.email, specialist.password);
  const patients = new PatientsPage(page);
  await patients.open();
  const dialog = await patients.openAddDialog();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter name')).toBeVisible();
  await expect(dialog.getByText('Please select country code and enter mobile number')).toBeVisible();
  // The keyboard lands on the first field to fix, as in the other forms.
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
  await dialog.getByLabel('Contact number').fill('12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select country code and enter mobile number')).toBeVisible();

  await page.keyboard.press('Escape');
  await expectPagerFollowsReading(page, 'EN');
  await page.goto('/patients?lang=AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The pager's chevrons turn around: "previous" points right, to the start of an Arabic line.
  await expectPagerFollowsReading(page, 'AR');
  await page.getByRole('button', { name: 'إضافة مريض' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('dialog').getByText('يُرجى إدخال الاسم')).toBeVisible();
});

test('a company profile counts the employees it covers, and a delete asks first', async ({ app, page }) => {
  await app.signIn(specialist.email, specialist.password);
  const patients = new PatientsPage(page);
  await patients.open();

  await page.getByRole('button', { name: 'Add patient' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add patient' });
  // Mantine's segmented control hides its radios behind their labels: a user clicks the label.
  await dialog.getByText('Company', { exact: true }).click();
  await dialog.getByLabel('Company name').fill('Acme Corp');
  await dialog.getByLabel('Contact number').fill('+212 6 12 34 56 78');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('hr@acme.example');
  await dialog.getByLabel('Country').fill('Morocco');
  await page.getByRole('option', { name: 'Morocco', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(patients.row('Acme Corp')).toBeVisible();

  await page.getByRole('button', { name: 'Add patient' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('Name').fill('Youssef Amrani');
  await dialog.getByLabel('Contact number').fill('+212 6 98 76 54 32');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('youssef@acme.example');
  await dialog.getByLabel('Gender').click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await dialog.getByLabel('Date of birth').fill('03/02/1988');
  await dialog.getByLabel('Country').fill('Morocco');
  await page.getByRole('option', { name: 'Morocco', exact: true }).click();
  await dialog.getByLabel('Company (employer)').click();
  await page.getByRole('option', { name: 'Acme Corp' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(patients.row('Youssef Amrani')).toBeVisible();

  await page.getByText('Companies', { exact: true }).click();
  await expect(patients.rows()).toHaveCount(1);
  await patients.row('Acme Corp').getByRole('link', { name: 'Acme Corp' }).click();
  await expect(page).toHaveURL(/\/company-patient-profile\//);
  await expect(page.getByTestId('employee-count')).toHaveText('1');
  await expect(page.getByTestId('consultation-count')).toHaveText('0');
  await expect(page.getByText('No packages yet.')).toBeVisible();

  await patients.open();
  await page.getByRole('button', { name: 'Delete Youssef Amrani' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete patient' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(patients.row('Youssef Amrani')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Youssef Amrani' }).click();
  await page.getByRole('dialog', { name: 'Delete patient' }).getByRole('button', { name: 'Delete' }).click();
  await expect(patients.row('Youssef Amrani')).toHaveCount(0);
  await patients.waitForOutboxEmpty();
});

test('a patient’s consents are recorded as a day and a form version, in Arabic on a phone', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await app.signIn(specialist.email, specialist.password);
  const patients = new PatientsPage(page, 'AR');
  const name = `ليلى ${runSurname()}`;
  await patients.open();
  await patients.add({
    name: name,
    contactNumber: '+212 6 11 22 33 44',
    email: 'leila@example.com',
    gender: 'Female',
    dateOfBirth: '14/05/1992',
    country: countryName('AR', 'MA'),
  });
  // On a phone a patient is a card: every column's data and both actions in view, the number
  // grouped and left to right, nothing off to the side.
  const card = patients.row(name);
  await expect(card.getByText('+212 6 11 22 33 44')).toHaveAttribute('dir', 'ltr');
  await expect(card.getByText(countryName('AR', 'MA'))).toBeVisible();
  await expect(card.getByRole('button', { name: tr('AR', 'Edit {0}', { 0: name }) })).toBeInViewport();
  await expect(card.getByRole('button', { name: tr('AR', 'Delete {0}', { 0: name }) })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('link', { name: name }).click();
  await expect(page.getByTestId('care-consent')).toHaveText(tr('AR', 'Not recorded'));

  await page.getByRole('button', { name: tr('AR', 'Edit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr('AR', 'Edit patient') });
  await dialog.getByLabel(tr('AR', 'Consent to care given on')).fill('02/09/2026');
  await dialog.getByRole('button', { name: tr('AR', 'Save') }).click();
  // A day without the form's version is refused, on the version, and nothing is saved.
  const version = dialog.getByLabel(tr('AR', 'Care consent form version'));
  await expect(dialog.getByText(tr('AR', 'patient.consent.versionRequired'))).toBeVisible();
  await expect(version).toBeFocused();
  await version.fill('v3 (2026)');
  await dialog.getByRole('button', { name: tr('AR', 'Save') }).click();
  await expect(dialog).toBeHidden();

  const careConsent = page.getByTestId('care-consent');
  await expect(careConsent).toContainText('v3 (2026)');
  await expect(page.getByTestId('data-consent')).toHaveText(tr('AR', 'Not recorded'));
  await patients.waitForOutboxEmpty();
  // Stored on the device and on the server: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId('care-consent')).toContainText('v3 (2026)');
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('what is typed into the patient form comes back after a reload, until it is saved or cancelled', async ({
  app,
  page,
}) => {
  await app.signIn(specialist.email, specialist.password);
  const patients = new PatientsPage(page);
  await patients.open();
  let dialog = await patients.openAddDialog();
  await dialog.getByLabel('Name').fill('Half Typed');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('half@');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();

  dialog = await patients.openAddDialog();
  await expect(dialog.getByLabel('Name')).toHaveValue('Half Typed');
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue('half@');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await patients.openAddDialog();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the list pages ten at a time and searches as you type', async ({ app, page, request }) => {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: specialist.email, password: specialist.password },
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  for (let index = 0; index < 12; index += 1) {
    await request.post('/api/patients', {
      headers: { authorization: `Bearer ${data.token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        id: crypto.randomUUID(),
        name: `Zed ${String.fromCharCode(65 + index)}lpha`,
        contactNumber: '+33612345678',
        gender: 'female',
        dateOfBirth: '1990-01-01',
        country: 'FR',
        type: 'individual',
        email: `zed${index}@example.com`,
        companyId: null,
      },
    });
  }
  await app.signIn(specialist.email, specialist.password);
  const patients = new PatientsPage(page);
  await patients.open();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('zed');
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 1 to 10 of 12 entries');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 11 to 12 of 12 entries');
  await expect(patients.rows()).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('zed blpha');
  await expect(patients.rows()).toHaveCount(1);
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 1 to 1 of 1 entries');
});
