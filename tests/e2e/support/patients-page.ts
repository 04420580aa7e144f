// Page object of the patient screens and the sync indicator: specs say what a user does ("add a
// patient", "wait until everything is synced"), this knows the labels and test ids.
import { expect, type Page } from '@playwright/test';
import { type TestLanguage, tr } from './onboarding-i18n.ts';

export type NewPatient = {
  name: string;
  contactNumber: string;
  email: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  /** As the country list shows it in the page's language (see `countryName`). */
  country: string;
};

/** Labels are looked up in the catalogue, so one spec drives the page in English and in Arabic. */
export class PatientsPage {
  constructor(
    readonly page: Page,
    readonly language: TestLanguage = 'EN',
  ) {}

  private t(text: string): string {
    return tr(this.language, text);
  }

  async open() {
    await this.page.goto(this.language === 'EN' ? '/patients' : `/patients?lang=${this.language}`);
    await expect(this.page.getByRole('heading', { name: this.t('Patients') })).toBeVisible();
  }

  rows() {
    return this.page.getByTestId('patient-row');
  }

  row(name: string) {
    return this.rows().filter({ hasText: name });
  }

  /** Opens the add-patient dialog and returns it. */
  async openAddDialog() {
    await this.page
      .getByRole('button', { name: this.t('Add patient') })
      .first()
      .click();
    return this.page.getByRole('dialog', { name: this.t('Add patient') });
  }

  async add(patient: NewPatient) {
    const dialog = await this.openAddDialog();
    await this.fill(dialog, patient);
    await dialog.getByRole('button', { name: this.t('Save') }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(patient.name)).toBeVisible();
  }

  async rename(from: string, to: string) {
    await this.page.getByRole('button', { name: tr(this.language, 'Edit {0}', { 0: from }) }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('Edit patient') });
    await dialog.getByLabel(this.t('Name')).fill(to);
    await dialog.getByRole('button', { name: this.t('Save') }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(to)).toBeVisible();
  }

  private async fill(dialog: ReturnType<Page['getByRole']>, patient: NewPatient) {
    await dialog.getByLabel(this.t('Name')).fill(patient.name);
    await dialog.getByLabel(this.t('Contact number')).fill(patient.contactNumber);
    await dialog.getByRole('textbox', { name: this.t('E-mail') }).fill(patient.email);
    await dialog.getByLabel(this.t('Gender')).click();
    await this.page.getByRole('option', { name: this.t(patient.gender), exact: true }).click();
    await dialog.getByLabel(this.t('Date of birth')).fill(patient.dateOfBirth);
    await dialog.getByLabel(this.t('Country')).fill(patient.country);
    await this.page.getByRole('option', { name: patient.country, exact: true }).click();
  }

  /** The number of changes waiting in the outbox, as the sync indicator shows it. */
  async expectPending(count: number) {
    await expect(this.page.getByTestId('sync-status')).toHaveAttribute('data-pending', String(count));
  }

  async waitForOutboxEmpty() {
    await this.expectPending(0);
  }
}
