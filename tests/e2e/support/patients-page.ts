// Page object of the patient screens and the sync indicator: specs say what a user does ("add a
// patient", "wait until everything is synced"), this knows the labels and test ids.
import { expect, type Page } from '@playwright/test';

export type NewPatient = {
  name: string;
  contactNumber: string;
  email: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  country: string;
};

export class PatientsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/patients');
    await expect(this.page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  }

  rows() {
    return this.page.getByTestId('patient-row');
  }

  row(name: string) {
    return this.rows().filter({ hasText: name });
  }

  async add(patient: NewPatient) {
    await this.page.getByRole('button', { name: 'Add patient' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Add patient' });
    await this.fill(dialog, patient);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(patient.name)).toBeVisible();
  }

  async rename(from: string, to: string) {
    await this.page.getByRole('button', { name: `Edit ${from}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit patient' });
    await dialog.getByLabel('Name').fill(to);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(to)).toBeVisible();
  }

  private async fill(dialog: ReturnType<Page['getByRole']>, patient: NewPatient) {
    await dialog.getByLabel('Name').fill(patient.name);
    await dialog.getByLabel('Contact number').fill(patient.contactNumber);
    await dialog.getByLabel('E-mail').fill(patient.email);
    await dialog.getByLabel('Gender').click();
    await this.page.getByRole('option', { name: patient.gender, exact: true }).click();
    await dialog.getByLabel('Date of birth').fill(patient.dateOfBirth);
    await dialog.getByLabel('Country').fill(patient.country);
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
