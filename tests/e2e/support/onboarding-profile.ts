// Page object of Step 2, Complete Your Profile: photo, basic information and session setup.
import { expect } from '@playwright/test';
import { pngFile } from './onboarding-files.ts';
import type { OnboardingUi } from './onboarding-pages.ts';

export class ProfileUi {
  constructor(readonly ui: OnboardingUi) {}

  get page() {
    return this.ui.page;
  }

  async fillPhoto() {
    await this.page
      .getByTestId('profile-photo')
      .locator('input[type="file"]')
      .setInputFiles(pngFile('me.png'));
    await expect(this.page.getByTestId('profile-photo').getByTestId('upload-state')).toHaveText(
      this.ui.t('Uploaded'),
    );
    await this.ui.submit('Save and continue');
    await expect(this.page).toHaveURL(/\/basic-info\//);
  }

  /** The required-field messages of the basic-information step, from an empty submit. */
  async expectBasicInfoMessages() {
    await this.ui.submit('Save and continue');
    for (const id of [
      'validation.completeAllRequired',
      'onboarding.biography.required',
      'onboarding.banner.required',
      'onboarding.categories.required',
      'onboarding.problems.required',
      'onboarding.therapyMode.required',
    ]) {
      await this.ui.expectMessage(id);
    }
    await this.page.getByRole('checkbox', { name: this.ui.t('ref.problem.other'), exact: true }).check();
    await this.ui.submit('Save and continue');
    await this.ui.expectMessage('onboarding.problems.otherRequired');
    await this.page.getByRole('checkbox', { name: this.ui.t('ref.problem.other'), exact: true }).uncheck();
  }

  /** The session step's messages: empty submit, a bad IBAN, a slot without times, then reversed times. */
  async expectSessionMessages() {
    const { ui, page } = this;
    await ui.submit('Finish my profile');
    for (const id of [
      'onboarding.price30.required',
      'onboarding.price60.required',
      'onboarding.availability.required',
      'onboarding.sessionOffer.required',
      'onboarding.bankName.required',
      'onboarding.iban.required',
    ]) {
      await ui.expectMessage(id);
    }
    await ui.field('IBAN').fill('FR76 0000 0000 0000');
    await ui.field('Price for 30 minutes').fill('0');
    await ui.submit('Add availability');
    await ui.submit('Finish my profile');
    await ui.expectMessage('onboarding.iban.invalid');
    await ui.expectMessage('onboarding.price.invalid');
    await ui.expectMessage('onboarding.availability.time.required');
    const slot = page.getByTestId('slot-0');
    await ui.field('From', slot).click();
    await page.locator('[data-combobox-option]:visible').nth(26).click();
    await ui.field('To', slot).click();
    await page.locator('[data-combobox-option]:visible').nth(18).click();
    await ui.submit('Finish my profile');
    await ui.expectMessage('onboarding.availability.time.order');
    await page.getByRole('button', { name: ui.t('Remove availability {number}', { number: '1' }) }).click();
    await ui.field('IBAN').fill('');
    await ui.field('Price for 30 minutes').fill('');
  }

  async fillBasicInfo() {
    const { ui, page } = this;
    await ui.field('Biography').fill('I help adults and teenagers through anxiety and life changes.');
    await page.getByTestId('banner').locator('input[type="file"]').setInputFiles(pngFile('banner.png'));
    await expect(page.getByTestId('banner').getByTestId('upload-state')).toHaveText(ui.t('Uploaded'));
    await page.getByRole('checkbox', { name: ui.t('ref.category.adults'), exact: true }).check();
    await page.getByRole('checkbox', { name: ui.t('ref.problem.anxiety'), exact: true }).check();
    await page.getByRole('checkbox', { name: ui.t('ref.problem.other'), exact: true }).check();
    await ui.field('Other, please specify').fill('Expatriation stress');
    await page.getByRole('checkbox', { name: ui.t('ref.mode.video'), exact: true }).check();
    await ui.submit('Save and continue');
    await expect(page).toHaveURL(/\/session\//);
  }

  async fillSession() {
    const { ui, page } = this;
    await ui.field('Price for 30 minutes').fill('40');
    await ui.field('Price for 1 hour').fill('70');
    await expect(ui.field('Currency')).toHaveValue('$');
    await ui.submit('Add availability');
    const slot = page.getByTestId('slot-0');
    await ui.choose('Day', ui.t('ref.weekday.tue'), slot);
    // Half-hour steps from midnight: 9:00 AM is the 19th, 1:00 PM the 27th (labels are Intl's, per language).
    await ui.field('From', slot).click();
    await page.locator('[data-combobox-option]:visible').nth(18).click();
    await ui.field('To', slot).click();
    await page.locator('[data-combobox-option]:visible').nth(26).click();
    await page.getByRole('radio', { name: ui.t('ref.offer.both'), exact: true }).check();
    await ui.field('Bank name').fill('Banque Populaire');
    await ui.field('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await ui.submit('Finish my profile');
    await expect(page).toHaveURL(/\/dashboard$/);
  }
}
