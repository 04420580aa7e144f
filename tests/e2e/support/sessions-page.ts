// Page object of the session screens: the booking form, the list and the detail, in the language the
// spec passes (labels are looked up in the catalogue, so one spec reads in English and in Arabic).
import { expect, type Locator, type Page } from '@playwright/test';
import { toLocale } from '../../../src/core/languages.ts';
import { pickSearchable } from './combobox.ts';
import { type TestLanguage, tr } from './onboarding-i18n.ts';

/** `charge` in major units; the seeded accounts have no profile price to start from. */
export type Booking = { patient: string; date: string; time: string; charge?: string };

export class SessionsPage {
  constructor(
    readonly page: Page,
    readonly language: TestLanguage = 'EN',
  ) {}

  t(text: string): string {
    return tr(this.language, text);
  }

  async open() {
    await this.page.goto(`/sessions?lang=${this.language}`);
    await expect(this.page.getByRole('heading', { name: this.t('Sessions'), level: 1 })).toBeVisible();
  }

  /** Picks a period of the list (Today, This Week, Upcoming, Past, All). */
  async showPeriod(period: string) {
    await this.page
      .getByRole('radiogroup', { name: this.t('Period') })
      .getByText(this.t(period), { exact: true })
      .click();
    await expect(this.page.getByRole('radio', { name: this.t(period) })).toBeChecked();
  }

  /** The ID (reference) of the listed session of this patient; there must be one. */
  async referenceOf(patient: string): Promise<string> {
    const row = this.page.getByTestId('session-row').filter({ hasText: patient });
    await expect(row).toHaveCount(1);
    return (await row.getByRole('link').first().textContent()) ?? '';
  }

  form(): Locator {
    return this.page.getByTestId('session-form');
  }

  /** Fills the open booking form: patient by name, date as DD/MM/YYYY, time as HH:mm. */
  async fillBooking(booking: Partial<Booking>) {
    const form = this.form();
    if (booking.patient) {
      await pickSearchable(
        this.page,
        form.getByRole('combobox', { name: this.t('Patient') }),
        booking.patient,
      );
    }
    if (booking.date) {
      const date = form.getByRole('textbox', { name: this.t('Date') });
      await date.fill(booking.date);
      // Tab, not Escape: Escape would close the dialog the field is in.
      await date.press('Tab');
      await expect(date).toHaveValue(booking.date);
    }
    if (booking.charge !== undefined) {
      await form.getByRole('textbox', { name: new RegExp(`^${this.t('Charge')}`) }).fill(booking.charge);
    }
    if (booking.time) {
      const time = form.getByRole('combobox', { name: this.t('Start time') });
      await time.click();
      await this.page.getByRole('option', { name: await this.wallTime(booking.time), exact: true }).click();
    }
  }

  /** "14:00" as the form's time list writes it in this language (formatted by the browser's ICU). */
  wallTime(hhmm: string): Promise<string> {
    return this.page.evaluate(
      ([locale, time]) =>
        new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
          Date.parse(`1970-01-01T${time}:00.000Z`),
        ),
      [toLocale(this.language), hhmm] as const,
    );
  }

  async book(booking: Booking) {
    await this.page
      .getByRole('button', { name: this.t('New session') })
      .first()
      .click();
    await expect(this.form()).toBeVisible();
    await this.fillBooking(booking);
    await this.form()
      .getByRole('button', { name: this.t('Book session') })
      .click();
    await expect(this.form()).toBeHidden();
  }
}

/** Tomorrow's date in the browser's zone, as DD/MM/YYYY and as YYYY-MM-DD. */
export function tomorrow(daysAhead = 1): { display: string; iso: string } {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  const iso = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  const [year, month, day] = iso.split('-');
  return { display: `${day}/${month}/${year}`, iso };
}
