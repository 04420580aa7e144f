// Page object of the package screens: the offers and the packages sold on `/session-packages`, a
// package's page, a profile's packages, and a Package session booked on one. Labels come from the
// catalogue, so one spec drives the screens in English and in Arabic.
import { expect, type Locator, type Page } from '@playwright/test';
import { type TestLanguage, tr } from './onboarding-i18n.ts';
import { SessionsPage } from './sessions-page.ts';

export type NewOffer = { name: string; sessions: string; totalPrice: string; validityDays: string };

export class PackagesPage {
  readonly sessions: SessionsPage;

  constructor(
    readonly page: Page,
    readonly language: TestLanguage = 'EN',
  ) {
    this.sessions = new SessionsPage(page, language);
  }

  t(text: string, values: Record<string, string> = {}): string {
    return tr(this.language, text, values);
  }

  /** Opens the page through the office navigation (its URL carries the specialist's id). */
  async open() {
    await this.page.goto(`/dashboard?lang=${this.language}`);
    await this.page
      .getByRole('link', { name: this.t('Session packages') })
      .first()
      .click();
    await expect(
      this.page.getByRole('heading', { name: this.t('Session packages'), level: 1 }),
    ).toBeVisible();
  }

  async showTab(label: 'Packages sold' | 'Offers ({0})') {
    const [before = '', after = ''] = this.t(label, { 0: '\u0000' }).split('\u0000');
    const tab = this.page.getByRole('tab').filter({ hasText: before }).filter({ hasText: after });
    await tab.first().click();
    await expect(tab.first()).toHaveAttribute('aria-selected', 'true');
  }

  offerRow(name: string): Locator {
    return this.page.getByTestId('offer-row').filter({ hasText: name });
  }

  soldRow(name: string): Locator {
    return this.page.getByTestId('sold-package-row').filter({ hasText: name });
  }

  async addOffer(offer: NewOffer) {
    await this.showTab('Offers ({0})');
    await this.page.getByRole('button', { name: this.t('Add offer') }).click();
    const form = this.page.getByTestId('offer-form');
    await form.getByRole('textbox', { name: this.t('Offer name') }).fill(offer.name);
    await form.getByRole('textbox', { name: this.t('Number of sessions') }).fill(offer.sessions);
    await form.getByRole('textbox', { name: this.t('Total price') }).fill(offer.totalPrice);
    await form.getByRole('textbox', { name: this.t('Validity (days)') }).fill(offer.validityDays);
    await form.getByRole('button', { name: this.t('Save') }).click();
    await expect(form).toBeHidden();
    await expect(this.offerRow(offer.name)).toBeVisible();
  }

  /** Sells the offer to a patient or company, on today's date; unpaid. */
  async sell(offer: string, holder: string) {
    await this.showTab('Packages sold');
    await this.page.getByRole('button', { name: this.t('Sell a package') }).click();
    const form = this.page.getByTestId('sell-package-form');
    await form.getByRole('combobox', { name: this.t('Offer') }).click();
    await this.page.getByRole('option', { name: offer, exact: true }).click();
    await form.getByRole('combobox', { name: this.t('Patient or company') }).click();
    await this.page.getByRole('option', { name: holder, exact: true }).click();
    await form.getByRole('button', { name: this.t('Sell package') }).click();
    await expect(form).toBeHidden();
  }

  /**
   * Books a Package session on the package named `offer` from a patient's profile: the one at
   * `profileUrl`, or the one shown (a browser without a service worker cannot navigate offline).
   */
  async bookOnPackage(offer: string, when: { date: string; time: string }, profileUrl?: string) {
    if (profileUrl) await this.page.goto(`${profileUrl}?lang=${this.language}`);
    await this.page.getByRole('button', { name: this.t('New session') }).click();
    const form = this.sessions.form();
    await expect(form).toBeVisible();
    // The patient select takes the focus and opens its list over the fields below: a click on the
    // dialog's title closes it (Escape would close the dialog).
    await this.page
      .getByRole('dialog')
      .getByRole('heading', { name: this.t('New session') })
      .click();
    await form.getByText(this.t('session.type.package'), { exact: true }).click();
    await form.getByRole('combobox', { name: this.t('Package') }).click();
    await this.page.getByRole('option').filter({ hasText: offer }).first().click();
    await this.sessions.fillBooking(when);
    await form.getByRole('button', { name: this.t('Book session') }).click();
    await expect(form).toBeHidden();
  }

  /** From a profile's packages, opens the package named `offer`. */
  async viewPackage(offer: string) {
    const row = this.page.getByTestId('patient-package-row').filter({ hasText: offer });
    await row.getByRole('link', { name: this.t('View package {0}', { 0: offer }) }).click();
    await expect(this.page.getByRole('heading', { name: offer, level: 1 })).toBeVisible();
  }

  unitsLeft(): Locator {
    return this.page.getByTestId('package-units-left');
  }

  /** "1 of 3" as the page writes it in this language. */
  ofTotal(left: number, total: number): string {
    return this.t('{0} of {1}', { 0: String(left), 1: String(total) });
  }
}
