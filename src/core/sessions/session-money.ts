/**
 * The money of a session, in integer minor units of its ISO 4217 currency (cents, or whole yen, or
 * thousandths of a dinar) so no float is ever stored or summed. The decision:
 * - `charge` is the listed price of the session: the specialist's price for its duration, editable;
 * - `totalAmount` is what the patient pays: the listed price, so equal to `charge` for every session
 *   (the platform's commission comes out of the specialist's side, never added on top);
 * - `commission` is the platform's share: charge × rate, rounded half up to a whole minor unit;
 * - `amount` is what the specialist earns: charge − commission, so the three always add up exactly.
 * The rate (basis points) is copied onto the session when booked: a later rate change never rewrites
 * a past session.
 */
import type { Currency } from '../onboarding/practice-lists.ts';

/** The platform's rate until the admin sets one: 10 %. */
export const DEFAULT_COMMISSION_RATE_BPS = 1000;
export const COMMISSION_RATE_MAX_BPS = 10_000;

/**
 * Largest amount in minor units: far above any session (the profile's price is at most 100,000 in
 * major units, 100,000,000 in thousandths) and still a 32-bit integer, so a Postgres `integer` holds it.
 */
export const MONEY_MAX_MINOR = 1_000_000_000;

export type SessionMoney = { charge: number; commission: number; amount: number; totalAmount: number };

/** The four money fields of a session from its charge and its copied commission rate. */
export function sessionMoney(charge: number, commissionRateBps: number): SessionMoney {
  // Half up in integers: exact, because charge × rate ≤ 10^13 stays below 2^53.
  const commission = Math.floor((charge * commissionRateBps + 5000) / 10_000);
  return { charge, commission, amount: charge - commission, totalAmount: charge };
}

/**
 * The first money field that does not follow from the charge and rate, or undefined when all do.
 * The server refuses such a session rather than fixing it: a mismatch means a client computed with
 * other rules, and silently rewriting what the user saw would hide it.
 */
export function inconsistentMoneyField(
  fields: SessionMoney & { commissionRateBps: number },
): 'commission' | 'amount' | 'totalAmount' | undefined {
  const expected = sessionMoney(fields.charge, fields.commissionRateBps);
  if (fields.commission !== expected.commission) return 'commission';
  if (fields.amount !== expected.amount) return 'amount';
  if (fields.totalAmount !== expected.totalAmount) return 'totalAmount';
  return undefined;
}

/** Building a NumberFormat is slow next to a map lookup; a table of amounts asks for each row. */
const digitsByCurrency = new Map<string, number>();

/**
 * Decimal places of a currency's minor unit per CLDR, as Intl formats it: JPY 0, USD 2, KWD 3.
 * Throws RangeError on a malformed code (valid codes are checked by the schema first).
 */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
    digits = options.maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * Minor units of a typed major-unit amount ("45.50", "45,5", "45"), or undefined when it is not a
 * plain non-negative number with at most the currency's decimals. Parsed as text, never as a float:
 * 0.1 + 0.2 must not decide a price. A comma is read as the decimal mark, as French users type it.
 */
export function majorToMinor(text: string, currency: string): number | undefined {
  const digits = minorUnitDigits(currency);
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor <= MONEY_MAX_MINOR ? minor : undefined;
}

/** The major-unit text of an amount, for an input field: "45.50" (a dot, no grouping, all decimals). */
export function minorToMajor(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * An amount as the UI shows it, in the UI's language: formatMoney(4550, 'EUR', 'fr') → "45,50 €", as
 * one bidi isolate (FSI … PDI): an amount beside other text never swaps with it.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(
    minor / 10 ** digits,
  );
  // Arabic writes "80.00 US$" right to left: the "$" after the Latin "US" is a neutral that the line's
  // direction would move before it ("$US"), so the currency is a left-to-right isolate of its own.
  const isRightToLeft = locale.toLowerCase().startsWith('ar');
  const amount = parts
    .map((part) =>
      part.type === 'currency' && isRightToLeft
        ? `${LEFT_TO_RIGHT_ISOLATE}${part.value}${POP_DIRECTIONAL_ISOLATE}`
        : part.value,
    )
    .join('');
  return `${FIRST_STRONG_ISOLATE}${amount}${POP_DIRECTIONAL_ISOLATE}`;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * The profile keeps its currency as the symbol or code the specialist picked (`$` by the spec's
 * default) and its prices in hundredths; a session needs the ISO code. `$` is read as US dollars, the
 * product's default market currency.
 */
const PROFILE_CURRENCY_CODES: Record<Currency, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  MAD: 'MAD',
  AED: 'AED',
  SAR: 'SAR',
  EGP: 'EGP',
  TND: 'TND',
  DZD: 'DZD',
  QAR: 'QAR',
};

export function currencyCodeOfProfile(currency: Currency): string {
  return PROFILE_CURRENCY_CODES[currency];
}

/**
 * A profile price (hundredths, whatever the currency) in the currency's minor units: the default
 * charge of a new session. TND has thousandths, so 45.50 TND is 4550 in the profile and 45500 here.
 */
export function profilePriceToMinor(hundredths: number, currency: string): number {
  return Math.round((hundredths * 10 ** minorUnitDigits(currency)) / 100);
}
