// Page object of `/edit-profile/{id}`'s Availability tab: the weekly hours (Day, From, To per slot),
// days off, Save. It speaks the test language through the compiled catalogs, as the onboarding pages.
import { expect, type Locator, type Page } from '@playwright/test';
import { WEEKDAYS } from '../../../src/core/onboarding/practice-lists.ts';
import type { TestLanguage } from './onboarding-i18n.ts';
import { OnboardingUi } from './onboarding-pages.ts';

/** The time lists offer every half hour from midnight: "09:00" is the 19th. */
const TIME_STEP_MINUTES = 30;

export class ProfileAvailabilityPage {
  readonly ui: OnboardingUi;

  constructor(
    readonly page: Page,
    readonly language: TestLanguage,
  ) {
    this.ui = new OnboardingUi(page, language);
  }

  get form() {
    return this.page.getByTestId('profile-availability');
  }

  slot(index: number) {
    return this.form.getByTestId(`slot-${index}`);
  }

  /** From the office navigation (its URL carries the specialist's id), once the profile is on the device. */
  async open() {
    await this.page
      .getByRole('link', { name: this.ui.t('Profile & availability') })
      .first()
      .click();
    await expect(this.page).toHaveURL(/\/edit-profile\//);
    await this.page.getByRole('tab', { name: this.ui.t('Availability') }).click();
    await expect(this.form).toBeVisible();
  }

  /** Replaces the weekly hours with one range per day, from `start` to `end` ("HH:mm"). */
  async setWeeklyHours(days: readonly (typeof WEEKDAYS)[number]['code'][], start: string, end: string) {
    const remove = this.form.getByRole('button', {
      name: this.ui.t('Remove availability {number}', { number: '1' }),
    });
    while ((await this.form.getByTestId(/^slot-\d+$/).count()) > 0) await remove.click();
    for (const [index, day] of days.entries()) {
      await this.ui.submit('Add availability');
      const slot = this.slot(index);
      const label = WEEKDAYS.find((weekday) => weekday.code === day)?.label.id ?? day;
      // A new slot starts on Monday; picking the chosen option again would clear it (deselect).
      if ((await this.ui.field('Day', slot).inputValue()) !== this.ui.t(label)) {
        await this.ui.choose('Day', this.ui.t(label), slot);
      }
      await this.pickTime(this.ui.field('From', slot), start);
      await this.pickTime(this.ui.field('To', slot), end);
    }
  }

  /** Removes every period off (a retried test finds the day off its first attempt saved). */
  async clearDaysOff() {
    const remove = this.form.getByRole('button', {
      name: this.ui.t('Remove days off {number}', { number: '1' }),
    });
    while ((await this.form.getByTestId(/^day-off-\d+$/).count()) > 0) await remove.click();
  }

  /** A period off, both days included ("YYYY-MM-DD"). */
  async addDaysOff(from: string, to: string) {
    await this.ui.submit('Add days off');
    const range = this.form.getByTestId(/^day-off-\d+$/).last();
    await this.ui.typeDate('First day off', displayDate(from), range);
    await this.ui.typeDate('Last day off', displayDate(to), range);
  }

  async save() {
    await this.form.getByRole('button', { name: this.ui.t('Save'), exact: true }).click();
    await expect(this.form.getByRole('status')).toHaveText(this.ui.t('Saved'));
  }

  /**
   * The time lists label their options in the language's convention (9:00 AM, ٩:٠٠ ص): the option is
   * picked by its place in the list, which is the same in every language.
   */
  private async pickTime(input: Locator, hhmm: string) {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    const option = this.page
      .locator('[data-combobox-option]:visible')
      .nth((hours * 60 + minutes) / TIME_STEP_MINUTES);
    await expect(async () => {
      if (!(await option.isVisible())) await input.click();
      await option.click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(input).not.toHaveValue('');
  }
}

/** "2026-12-02" as the date fields take it, "02/12/2026". */
function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
