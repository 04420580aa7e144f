/**
 * What a booking needs to know about the specialist's practice, kept on the device so booking works
 * offline: the prices for 30 minutes and 1 hour with their currency, the weekly availability (the
 * calendar shades it), the platform's commission rate (the server copies the rate now at booking; the
 * page shows the money with the last rate it knew) and the time zone the office shows times in.
 * Refreshed from the server whenever the office opens online; wiped with the device at logout.
 */
import { DEFAULT_CURRENCY_SYMBOL } from '#core/constants';
import { ONBOARDING_API, type ProfileState } from '#core/onboarding/api';
import type { AvailabilitySlot, SessionStep } from '#core/onboarding/profile-completion';
import { COMMISSION_RATE_PATH, type CommissionRateData } from '#core/sessions/commission-api';
import {
  currencyCodeOfProfile,
  DEFAULT_COMMISSION_RATE_BPS,
  profilePriceToMinor,
} from '#core/sessions/session-money';
import { deviceTimeZone } from '#core/sessions/session-time';
import { getDb, type MindofficeDb } from '../db.ts';
import { api } from '../http.ts';

const TERMS_KEY = 'officeTerms';

export type OfficeTerms = {
  /** ISO 4217. */
  currency: string;
  /** Minor units of `currency`; null until the profile's session step is known. */
  price30: number | null;
  price60: number | null;
  availability: AvailabilitySlot[];
  commissionRateBps: number;
  timeZone: string;
};

export function defaultOfficeTerms(): OfficeTerms {
  return {
    currency: currencyCodeOfProfile(DEFAULT_CURRENCY_SYMBOL),
    price30: null,
    price60: null,
    availability: [],
    commissionRateBps: DEFAULT_COMMISSION_RATE_BPS,
    timeZone: deviceTimeZone(),
  };
}

export async function readOfficeTerms(db: MindofficeDb = getDb()): Promise<OfficeTerms> {
  const row = await db.settings.get(TERMS_KEY);
  return { ...defaultOfficeTerms(), ...(row?.value as Partial<OfficeTerms> | undefined) };
}

/** Reads both sources; whichever fails (offline, a server error) leaves its part as it was. */
export async function refreshOfficeTerms(db: MindofficeDb = getDb()): Promise<OfficeTerms> {
  const options = { skipErrorReport: true };
  const [profile, rate] = await Promise.allSettled([
    api.get<ProfileState>(ONBOARDING_API.profile, undefined, options),
    api.get<CommissionRateData>(COMMISSION_RATE_PATH, undefined, options),
  ]);
  let terms = await readOfficeTerms(db);
  const step = profile.status === 'fulfilled' ? profile.value.session : null;
  if (step) terms = withProfileSession(terms, step);
  if (rate.status === 'fulfilled') terms.commissionRateBps = rate.value.rateBps;
  await db.settings.put({ key: TERMS_KEY, value: terms });
  return terms;
}

/** The terms the profile's session step sets: prices in minor units, availability, the time zone. */
export function withProfileSession(terms: OfficeTerms, step: SessionStep): OfficeTerms {
  const currency = currencyCodeOfProfile(step.currency);
  return {
    ...terms,
    currency,
    // The profile's prices are major units with at most two decimals.
    price30: profilePriceToMinor(Math.round(step.price30 * 100), currency),
    price60: profilePriceToMinor(Math.round(step.price60 * 100), currency),
    availability: step.availability,
    // A profile filed before the time zone existed has none: the device's, as before.
    timeZone: step.timeZone ?? deviceTimeZone(),
  };
}

/** The profile price for a duration, in minor units; undefined when the profile has none yet. */
export function priceFor(terms: OfficeTerms, durationMinutes: 30 | 60): number | undefined {
  return (durationMinutes === 30 ? terms.price30 : terms.price60) ?? undefined;
}
