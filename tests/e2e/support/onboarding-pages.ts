// Page objects of the onboarding journey. They speak the user's language (EN or AR) through the
// compiled catalogs, so the same steps run in English and in Arabic (right-to-left).
import { expect, type Locator, type Page } from '@playwright/test';
import { countryName, type TestLanguage, tr } from './onboarding-i18n.ts';

export type Applicant = {
  firstName: string;
  lastName: string;
  email: string;
  /** National number of a French mobile. */
  mobile: string;
  password: string;
};

export class OnboardingUi {
  constructor(
    readonly page: Page,
    readonly language: TestLanguage,
  ) {}

  t(source: string, values?: Record<string, string>): string {
    return tr(this.language, source, values);
  }

  async open(path: string) {
    await this.page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${this.language}`);
    // A form restores its saved draft before it takes input (its fieldset is busy and disabled meanwhile).
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** A text input, select or date field by its visible label (the required star is not part of it). */
  field(label: string, within: Locator | Page = this.page): Locator {
    // A required field's label ends with Mantine's " *".
    // A select's option list is labelled by it too: keep the input itself.
    return within
      .getByLabel(new RegExp(`^${escapeRegExp(this.t(label))}( \\*)?$`))
      .and(this.page.locator('input, textarea'));
  }

  /** An option of an open Mantine dropdown (not of the native language select). */
  option(name: string): Locator {
    return this.page
      .getByRole('option', { name, exact: true })
      .and(this.page.locator('[data-combobox-option]:visible'));
  }

  async choose(label: string, option: string, within: Locator | Page = this.page) {
    const input = this.field(label, within);
    await this.pick(input, option, () => input.click());
  }

  /** Searchable select: type to filter, then pick (country lists are long). */
  async search(label: string, option: string, within: Locator | Page = this.page) {
    const input = this.field(label, within);
    await this.pick(input, option, async () => {
      await input.click();
      await input.fill(option);
    });
  }

  /**
   * Opens the dropdown and clicks the option, opening it again if it closed first: on a loaded
   * machine the dropdown can close while its opening transition runs (seen in a repeated run).
   */
  private async pick(input: Locator, option: string, open: () => Promise<void>) {
    await expect(async () => {
      if (!(await this.option(option).isVisible())) await open();
      await this.option(option).click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(input).toHaveValue(option);
  }

  async typeDate(label: string, ddmmyyyy: string, within: Locator | Page = this.page) {
    const input = this.field(label, within);
    await input.fill(ddmmyyyy);
    await input.press('Escape');
    await input.blur();
    await expect(input).toHaveValue(ddmmyyyy);
  }

  async submit(name: string) {
    await this.page.getByRole('button', { name: this.t(name), exact: true }).click();
  }

  /** Expects a message (English source or core id) to be shown somewhere on the page. */
  async expectMessage(source: string) {
    await expect(this.page.getByText(this.t(source), { exact: true }).first()).toBeVisible();
  }

  country(code: string): string {
    return countryName(this.language, code);
  }
}

export class RegistrationForm {
  constructor(readonly ui: OnboardingUi) {}

  get page() {
    return this.ui.page;
  }

  dropzone(testId: string): Locator {
    return this.page.getByTestId(testId).locator('input[type="file"]');
  }

  async fillAbout(applicant: Applicant) {
    const { ui } = this;
    await ui.field('First name').fill(applicant.firstName);
    await ui.field('Last name').fill(applicant.lastName);
    await ui.field('E-mail').fill(applicant.email);
    await ui.search('Country code', `${ui.country('FR')} (\u2066+33\u2069)`);
    await ui.field('Mobile number').fill(applicant.mobile);
    await this.page.getByRole('radio', { name: ui.t('Female'), exact: true }).check();
    await ui.typeDate('Date of birth', '15/04/1985');
    await ui.search('Nationality', ui.country('FR'));
    await ui.search('Country of residence', ui.country('MA'));
  }

  async fillPractice() {
    const { ui } = this;
    await ui.field('Company name').fill('Cabinet Calme');
    await ui.choose('Profession', ui.t('ref.profession.psychologist'));
    await ui.search('Profession title', ui.t('ref.title.clinicalPsychologist'));
    await ui.field('Years of experience').fill('8');
    await ui.choose('Current professional status', ui.t('ref.status.independent'));
    await ui.field('Spoken languages').click();
    await ui.option(ui.t('ref.lang.fr')).click();
    await ui.option(ui.t('ref.lang.ar')).click();
    await this.page.keyboard.press('Escape');
  }

  async fillDiploma(index: number) {
    const { ui } = this;
    const diploma = this.page.getByTestId(`diploma-${index}`);
    await ui.choose('Diploma title', ui.t('ref.diploma.master'), diploma);
    await ui.field('Name of establishment', diploma).fill('Université de Paris');
    await ui.typeDate('Graduation date', '30/06/2012', diploma);
  }

  async addTraining(index: number) {
    const { ui } = this;
    await ui.submit('Add a training');
    const training = this.page.getByTestId(`training-${index}`);
    await ui.choose('Title of training', ui.t('ref.training.certification'), training);
    await ui.field('Training name', training).fill('CBT practitioner');
    await ui.field('Name of establishment', training).fill('Beck Institute');
    await ui.typeDate('Date of obtaining certification', '01/09/2015', training);
    await ui.field('Duration', training).fill('120 hours');
  }

  async expectUploaded(testId: string, count: number) {
    const items = this.page.getByTestId(testId).getByTestId('upload-state');
    await expect(items).toHaveCount(count);
    for (let index = 0; index < count; index += 1) {
      await expect(items.nth(index)).toHaveText(this.ui.t('Uploaded'));
    }
  }
}

export class AdminUi {
  constructor(readonly ui: OnboardingUi) {}

  async signIn(email: string, password: string) {
    const { ui } = this;
    const { page } = ui;
    await ui.open('/sign-in');
    await ui.field('E-mail').fill(email);
    await page.getByRole('textbox', { name: ui.t('Password'), exact: true }).fill(password);
    await ui.submit('Sign in');
    await expect(page).toHaveURL(/\/admin\/registrations\/?$/);
  }

  async approve(email: string) {
    const { ui } = this;
    const { page } = ui;
    await page.getByRole('searchbox', { name: ui.t('Search') }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('link', { name: ui.t('View') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('registration-file').first()).toBeVisible();
    await ui.submit('Approve');
    await ui.expectMessage('onboarding.admin.approved');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
