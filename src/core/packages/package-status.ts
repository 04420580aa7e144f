/**
 * Where a sold package stands for the screens — active, expired or used up — and the list filters of
 * `/session-packages` (active, expired, used up, unpaid). The units come from package-units.ts.
 */
import { isExpired, perSessionCharge, savingAgainstSingles } from './package-units.ts';

/**
 * Expired wins over used up: the expiry is a date, known without counting units, so the Expired list
 * reads the expiry index alone (counting the units of every expired package took 117 ms p95 over
 * 1,800 of them, past the 30 ms budget).
 */
export const PACKAGE_STATES = ['active', 'expired', 'usedUp'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];

export const PACKAGE_FILTERS = ['all', 'active', 'expired', 'usedUp', 'unpaid'] as const;
export type PackageFilter = (typeof PACKAGE_FILTERS)[number];

export function packageState(
  terms: { sessionCount: number; expiresAt: string },
  used: number,
  now: string,
): PackageState {
  if (isExpired(terms, now)) return 'expired';
  if (used >= terms.sessionCount) return 'usedUp';
  return 'active';
}

/** Whether a package in `state`, paid or not, is listed under `filter`. */
export function matchesPackageFilter(state: PackageState, isPaid: boolean, filter: PackageFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unpaid') return !isPaid;
  return state === filter;
}

/**
 * What one session of an offer costs against the same session booked singly, in minor units: the
 * per-session price and the saving on the whole package (negative when the package costs more).
 * `singlePrice` undefined: the profile has no price for that duration yet, so no saving is shown.
 */
export type OfferPricing = { perSession: number; saving: number | undefined };

export function offerPricing(
  offer: { totalPrice: number; sessionCount: number },
  singlePrice: number | undefined,
): OfferPricing {
  return {
    perSession: perSessionCharge(offer.totalPrice, offer.sessionCount),
    saving:
      singlePrice === undefined
        ? undefined
        : savingAgainstSingles(offer.totalPrice, offer.sessionCount, singlePrice),
  };
}
