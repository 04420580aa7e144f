/**
 * What a booking needs to know about the specialist's practice, read on the device so booking works
 * offline: the prices for 30 minutes and 1 hour with their currency, the weekly availability and days
 * off (the calendar shades them, the form warns outside them), the time zone the office shows times in
 * and what a missed session costs — all from the synced profile row — and the platform's commission rate (the server copies the rate
 * now at booking; the page shows the money with the last rate it knew), refreshed whenever the office
 * opens online. Wiped with the device at logout.
 */
import { DEFAULT_CURRENCY_SYMBOL } from '#core/constants';
import type { SessionOffer } from '#core/onboarding/practice-lists';
import type { AvailabilitySlot, DayOff } from '#core/profile/availability';
import type { ProfileRow } from '#core/profile/profile-schema';
import { COMMISSION_RATE_PATH, type CommissionRateData } from '#core/sessions/commission-api';
import { DEFAULT_MISSED_SESSION_POLICY, type MissedSessionPolicy } from '#core/sessions/missed-sessions';
import {
  currencyCodeOfProfile,
  DEFAULT_COMMISSION_RATE_BPS,
  profilePriceToMinor,
} from '#core/sessions/session-money';
import { deviceTimeZone } from '#core/sessions/session-time';
import { getDb, type MindofficeDb } from '../db.ts';
import { api } from '../http.ts';
import { sessionEvents } from '../session-events.ts';
import { getStoredUserType } from '../token-store.ts';

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
  /** What a missed session costs: the notice, the fees proposed, a package unit used or not. */
  missedSessionPolicy: MissedSessionPolicy;
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
    missedSessionPolicy: DEFAULT_MISSED_SESSION_POLICY,
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

/**
 * How long a rate read from the server is taken as current. A page mounts several parts that need the
 * terms (the header's clock, the calendar, a form): they share one request, not one each.
 */
export const COMMISSION_RATE_FRESH_MS = 60_000;

let lastRefresh: { startedAt: number; done: Promise<OfficeTerms> } | undefined;

/**
 * Reads the commission rate from the server unless it was read (or is being read) in the last minute;
 * only a specialist has one (an admin's request would be refused). Offline or on a server error the last
 * rate known stays.
 */
export function refreshOfficeTerms(db: MindofficeDb = getDb(), now = Date.now()): Promise<OfficeTerms> {
  if (lastRefresh && now - lastRefresh.startedAt < COMMISSION_RATE_FRESH_MS) return lastRefresh.done;
  const done = fetchCommissionRate(db);
  lastRefresh = { startedAt: now, done };
  return done;
}

// A new session starts on a wiped device: its first page asks the server again.
sessionEvents.on('session-changed', (change) => {
  if (change.kind !== 'tokens-refreshed') lastRefresh = undefined;
});

async function fetchCommissionRate(db: MindofficeDb): Promise<OfficeTerms> {
  if ((await getStoredUserType()) !== 'specialist') return readOfficeTerms(db);
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
    // A profile filed before the policy existed has none: the default.
    missedSessionPolicy: profile.missedSessionPolicy ?? DEFAULT_MISSED_SESSION_POLICY,
  };
}

/** The profile price for a duration, in minor units; undefined when the profile is not known yet. */
export function priceFor(terms: OfficeTerms, durationMinutes: 30 | 60): number | undefined {
  return (durationMinutes === 30 ? terms.price30 : terms.price60) ?? undefined;
}
