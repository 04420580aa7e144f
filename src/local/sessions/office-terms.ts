/**
 * What a booking needs to know about the specialist's practice, read on the device so booking works
 * offline: the prices for 30 minutes and 1 hour with their currency, the weekly availability and days
 * off (the calendar shades them, the form warns outside them), the time zone the office shows times in
 * — all from the synced profile row — and the platform's commission rate (the server copies the rate
 * now at booking; the page shows the money with the last rate it knew), refreshed whenever the office
 * opens online. Wiped with the device at logout.
 */
import { DEFAULT_CURRENCY_SYMBOL } from '#core/constants';
import type { SessionOffer } from '#core/onboarding/practice-lists';
import type { AvailabilitySlot, DayOff } from '#core/profile/availability';
import type { ProfileRow } from '#core/profile/profile-schema';
import { COMMISSION_RATE_PATH, type CommissionRateData } from '#core/sessions/commission-api';
import {
  currencyCodeOfProfile,
  DEFAULT_COMMISSION_RATE_BPS,
  profilePriceToMinor,
} from '#core/sessions/session-money';
import { deviceTimeZone } from '#core/sessions/session-time';
import { getDb, type MindofficeDb } from '../db.ts';
import { api } from '../http.ts';

const COMMISSION_KEY = 'commissionRate';

export type OfficeTerms = {
  /** ISO 4217. */
  currency: string;
  /** Minor units of `currency`; null until the profile is on the device. */
  price30: number | null;
  price60: number | null;
  availability: AvailabilitySlot[];
  daysOff: DayOff[];
  /** What slots without their own choice take. */
  sessionOffer: SessionOffer;
  commissionRateBps: number;
  timeZone: string;
};

export function defaultOfficeTerms(): OfficeTerms {
  return {
    currency: currencyCodeOfProfile(DEFAULT_CURRENCY_SYMBOL),
    price30: null,
    price60: null,
    availability: [],
    daysOff: [],
    sessionOffer: 'both',
    commissionRateBps: DEFAULT_COMMISSION_RATE_BPS,
    timeZone: deviceTimeZone(),
  };
}

/** The device's terms: its profile row (there is one, the specialist's own) and the last rate known. */
export async function readOfficeTerms(db: MindofficeDb = getDb()): Promise<OfficeTerms> {
  const [profile, rate] = await Promise.all([
    db.profiles.filter((row) => row.deletedAt === null).first(),
    db.settings.get(COMMISSION_KEY),
  ]);
  const terms = profile ? withProfile(defaultOfficeTerms(), profile) : defaultOfficeTerms();
  const rateBps = rate?.value as number | undefined;
  return rateBps === undefined ? terms : { ...terms, commissionRateBps: rateBps };
}

/** Reads the commission rate now; offline or on a server error the last one known stays. */
export async function refreshOfficeTerms(db: MindofficeDb = getDb()): Promise<OfficeTerms> {
  try {
    const rate = await api.get<CommissionRateData>(COMMISSION_RATE_PATH, undefined, {
      skipErrorReport: true,
    });
    await db.settings.put({ key: COMMISSION_KEY, value: rate.rateBps });
  } catch {
    // The last rate known (or the default) stays until the next refresh.
  }
  return readOfficeTerms(db);
}

/** The terms the profile sets: prices in the currency's minor units, availability, the time zone. */
export function withProfile(terms: OfficeTerms, profile: ProfileRow): OfficeTerms {
  const currency = currencyCodeOfProfile(profile.currency);
  return {
    ...terms,
    currency,
    // The profile's prices are hundredths whatever the currency (Step 2's two decimals).
    price30: profilePriceToMinor(profile.price30Cents, currency),
    price60: profilePriceToMinor(profile.price60Cents, currency),
    availability: profile.availability,
    daysOff: profile.daysOff,
    sessionOffer: profile.sessionOffer,
    // A profile filed before the time zone existed has none: the device's, as before.
    timeZone: profile.timeZone ?? deviceTimeZone(),
  };
}

/** The profile price for a duration, in minor units; undefined when the profile is not known yet. */
export function priceFor(terms: OfficeTerms, durationMinutes: 30 | 60): number | undefined {
  return (durationMinutes === 30 ? terms.price30 : terms.price60) ?? undefined;
}
