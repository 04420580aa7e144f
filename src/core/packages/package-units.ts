/**
 * The arithmetic of a sold package. Its units are not a stored counter: a package's sessions are the
 * live sessions drawing on it (a cancelled one releases its unit, a completed one keeps it, a missed one
 * as marked: holdsPackageUnit), counted
 * wherever the question is asked — on the page from the local store, on the server inside the
 * transaction that books — so two devices can never leave a counter out of step with the sessions.
 * A package sold to a company is shared by its employees: the individual patients linked to it.
 */
import type { Message } from '../messages.ts';
import type { SessionDurationMinutes, SessionMode, SessionStatus } from '../sessions/session-lists.ts';
import { PACKAGE_MESSAGES as M } from './package-messages.ts';

const DAY_MS = 24 * 3_600_000;

/** What the rules read of a sold package. */
export type PackageTerms = {
  id: string;
  /** The individual patient, or the company patient whose employees share it. */
  patientId: string;
  sessionCount: number;
  durationMinutes: SessionDurationMinutes;
  modes: readonly SessionMode[];
  /** Canonical ISO instant: the package can carry sessions starting before it, booked before it. */
  expiresAt: string;
};

/** What the rules read of a session that may draw on a package. */
export type PackageUse = UnitHolder & { id: string; packageId: string | null };

/** What decides whether a session holds a unit of its package. */
export type UnitHolder = {
  status: SessionStatus;
  deletedAt?: string | null;
  /** Absent on a row stored before missed sessions had a policy: not late, unit used. */
  lateCancellation?: boolean;
  usesPackageUnit?: boolean;
};

/**
 * Whether a session holds its package's unit: every live one, except a cancelled one (released) and a
 * missed one the specialist let off — a late cancellation or a no-show holds it when marked so
 * (missed-sessions.ts). The device's index key and the server's count both ask here.
 */
export function holdsPackageUnit(session: UnitHolder): boolean {
  if ((session.deletedAt ?? null) !== null) return false;
  if (session.status === 'cancelled')
    return session.lateCancellation === true && session.usesPackageUnit !== false;
  if (session.status === 'noShow') return session.usesPackageUnit !== false;
  return true;
}

/** The session being booked or moved onto a package. */
export type PackageCandidate = {
  id: string;
  patientId: string;
  /** The company the patient works for, if any: its packages are theirs to use too. */
  patientCompanyId: string | null;
  startsAt: string;
  durationMinutes: SessionDurationMinutes;
  mode: SessionMode;
};

export type PackageRefusal = { field: 'packageId'; message: Message };

/** The session fields that decide whether a package can carry it: a change to any re-checks it. */
export const PACKAGE_SESSION_TERMS = [
  'packageId',
  'patientId',
  'startsAt',
  'durationMinutes',
  'mode',
] as const;

/** The expiry of a package bought at `purchasedAt` and valid for `validityDays` days. */
export function packageExpiry(purchasedAt: string, validityDays: number): string {
  return new Date(Date.parse(purchasedAt) + validityDays * DAY_MS).toISOString();
}

/** Units held by the package's sessions; `except` leaves out the session being re-checked. */
export function unitsUsed(packageId: string, sessions: Iterable<PackageUse>, except?: string): number {
  let used = 0;
  for (const session of sessions) {
    if (session.packageId === packageId && session.id !== except && holdsPackageUnit(session)) used += 1;
  }
  return used;
}

export function unitsLeft(terms: PackageTerms, sessions: Iterable<PackageUse>, except?: string): number {
  return Math.max(0, terms.sessionCount - unitsUsed(terms.id, sessions, except));
}

export function isExpired(terms: Pick<PackageTerms, 'expiresAt'>, now: string): boolean {
  return Date.parse(now) >= Date.parse(terms.expiresAt);
}

/** Whether the package is the patient's own or their company's. */
export function isPackageOf(terms: Pick<PackageTerms, 'patientId'>, candidate: PackageCandidate): boolean {
  return terms.patientId === candidate.patientId || terms.patientId === candidate.patientCompanyId;
}

/**
 * Why `candidate` cannot draw on the package at `now`, or undefined when it can. `sessions` are the
 * package's sessions (more may be passed; only those drawing on it count); the candidate itself, when
 * it already draws on the package (a move), does not count against it.
 */
export function packageRefusal(
  terms: PackageTerms,
  candidate: PackageCandidate,
  sessions: Iterable<PackageUse>,
  now: string,
  format: { date: (instant: string) => string; duration: (minutes: SessionDurationMinutes) => string },
): PackageRefusal | undefined {
  const refuse = (message: Message): PackageRefusal => ({ field: 'packageId', message });
  if (!isPackageOf(terms, candidate)) return refuse(M.notForPatient);
  if (isExpired(terms, now) || candidate.startsAt >= terms.expiresAt) {
    return refuse({ ...M.expired, values: { date: format.date(terms.expiresAt) } });
  }
  if (candidate.durationMinutes !== terms.durationMinutes) {
    return refuse({ ...M.durationMismatch, values: { duration: format.duration(terms.durationMinutes) } });
  }
  if (!terms.modes.includes(candidate.mode)) return refuse(M.modeNotIncluded);
  if (unitsLeft(terms, sessions, candidate.id) === 0) return refuse(M.usedUp);
  return undefined;
}

/** How the refusals write a date and a duration in `locale`, dates in the specialist's `zone`. */
export function packageMessageFormat(
  locale: string,
  zone: string,
): { date: (instant: string) => string; duration: (minutes: SessionDurationMinutes) => string } {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone });
  return {
    date: (instant) => date.format(Date.parse(instant)),
    duration: (minutes) =>
      minutes === 60
        ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(1)
        : new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
            minutes,
          ),
  };
}

/**
 * The charge of each session of a package: the total shared evenly, in whole minor units. The
 * rounding remainder stays with the package (the patient paid the total, not the sum of charges).
 */
export function perSessionCharge(totalPrice: number, sessionCount: number): number {
  return Math.round(totalPrice / sessionCount);
}

/** What the package saves against the same sessions booked singly; negative when it costs more. */
export function savingAgainstSingles(totalPrice: number, sessionCount: number, singlePrice: number): number {
  return singlePrice * sessionCount - totalPrice;
}
