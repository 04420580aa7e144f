// The offer and sale forms' values as typed (counts and prices as text, the purchase date on the
// specialist's calendar) and their conversion to the core's fields, validated by the shared schemas.
import * as v from 'valibot';
import { PACKAGE_OFFER_ENTITY } from '#core/packages/package-entity';
import { PACKAGE_MESSAGES as M } from '#core/packages/package-messages';
import type { PackageOfferFields, PackageOfferRow } from '#core/packages/package-schema';
import { type OfferPricing, offerPricing } from '#core/packages/package-status';
import type { SessionDurationMinutes, SessionMode } from '#core/sessions/session-lists';
import { majorToMinor, minorToMajor } from '#core/sessions/session-money';
import { instantToZoned, zonedToInstant } from '#core/sessions/session-time';
import type { SaleDraft } from '#local/packages/package-commands';
import { translate } from '../../i18n/translate.ts';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';

export type OfferFormValues = {
  name: string;
  sessionCount: string;
  durationMinutes: SessionDurationMinutes;
  modes: SessionMode[];
  /** Major units as typed ("300", "299.90"). */
  totalPrice: string;
  currency: string;
  validityDays: string;
  archived: boolean;
};

/** A new offer: the profile's currency, an hour per session, every mode, valid 90 days. */
export function newOfferValues(currency: string): OfferFormValues {
  return {
    name: '',
    sessionCount: '5',
    durationMinutes: 60,
    modes: ['video', 'audio', 'chat'],
    totalPrice: '',
    currency,
    validityDays: '90',
    archived: false,
  };
}

export function offerValues(offer: PackageOfferRow): OfferFormValues {
  return {
    name: offer.name,
    sessionCount: String(offer.sessionCount),
    durationMinutes: offer.durationMinutes,
    modes: offer.modes,
    totalPrice: minorToMajor(offer.totalPrice, offer.currency),
    currency: offer.currency,
    validityDays: String(offer.validityDays),
    archived: offer.archived,
  };
}

/** A whole number as typed, or NaN for the schema to refuse with its message. */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export type ParsedOffer = { ok: true; fields: PackageOfferFields } | { ok: false; errors: FieldErrors };

export function parseOfferForm(values: OfferFormValues): ParsedOffer {
  const totalPrice = majorToMinor(values.totalPrice, values.currency);
  const input = {
    ...values,
    sessionCount: wholeNumber(values.sessionCount),
    validityDays: wholeNumber(values.validityDays),
    totalPrice: totalPrice ?? Number.NaN,
  };
  const result = v.safeParse(PACKAGE_OFFER_ENTITY.fieldsSchema, input);
  if (result.success) return { ok: true, fields: PACKAGE_OFFER_ENTITY.normalize(result.output) };
  return { ok: false, errors: fieldErrorsOf(result.issues) };
}

/** The per-session price and saving of the offer as typed so far; undefined while it does not parse. */
export function offerPreview(
  values: OfferFormValues,
  singlePrice: number | undefined,
): OfferPricing | undefined {
  const totalPrice = majorToMinor(values.totalPrice, values.currency);
  const sessionCount = wholeNumber(values.sessionCount);
  if (totalPrice === undefined || !(sessionCount >= 1)) return undefined;
  return offerPricing({ totalPrice, sessionCount }, singlePrice);
}

export type SaleFormValues = {
  offerId: string;
  patientId: string;
  /** YYYY-MM-DD on the specialist's calendar. */
  purchaseDate: string;
  price: string;
  paid: boolean;
};

export function newSaleValues(now: string, zone: string): SaleFormValues {
  return { offerId: '', patientId: '', purchaseDate: instantToZoned(now, zone).date, price: '', paid: false };
}

export type ParsedSale = { ok: true; draft: SaleDraft } | { ok: false; errors: FieldErrors };

/**
 * The sale as the command takes it: bought at the start of the purchase day in the specialist's zone,
 * so it expires at the start of the day `validityDays` later.
 */
export function parseSaleForm(
  values: SaleFormValues,
  offer: PackageOfferRow | undefined,
  zone: string,
): ParsedSale {
  const errors: FieldErrors = {};
  if (!offer) errors.offerId = translate(M.offerRequired);
  if (values.patientId === '') errors.patientId = translate(M.patientRequired);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.purchaseDate))
    errors.purchaseDate = translate(M.purchaseDateRequired);
  const price = offer ? majorToMinor(values.price, offer.currency) : undefined;
  if (offer && price === undefined) errors.price = translate(M.priceInvalid);
  if (Object.keys(errors).length > 0 || price === undefined) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      patientId: values.patientId,
      purchasedAt: zonedToInstant(values.purchaseDate, '00:00', zone),
      price,
      paid: values.paid,
    },
  };
}

const OFFER_FIELD_TYPES: Readonly<Record<keyof OfferFormValues, 'string' | 'number' | 'boolean' | 'modes'>> =
  {
    name: 'string',
    sessionCount: 'string',
    durationMinutes: 'number',
    modes: 'modes',
    totalPrice: 'string',
    currency: 'string',
    validityDays: 'string',
    archived: 'boolean',
  };

/** The offer form's values among kept typed input: its own fields, of their own types. */
export function typedOfferValues(typed: Record<string, unknown>): Partial<OfferFormValues> {
  return Object.fromEntries(
    Object.entries(typed).filter(([field, value]) => {
      if (!Object.hasOwn(OFFER_FIELD_TYPES, field)) return false;
      const type = OFFER_FIELD_TYPES[field as keyof OfferFormValues];
      return type === 'modes'
        ? Array.isArray(value) && value.every((mode) => typeof mode === 'string')
        : typeof value === type;
    }),
  ) as Partial<OfferFormValues>;
}
