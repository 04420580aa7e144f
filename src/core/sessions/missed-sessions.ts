/**
 * What a missed session costs (issue 39): a no-show, or a cancellation inside the notice period the
 * specialist sets, may carry a fee that counts in earnings, and a package session missed so may still
 * use its unit. The specialist's policy (a profile field) only proposes: the fee and the unit are
 * decided when the session is marked, stored on the session, and never follow a later policy change,
 * so past packages and earnings never move.
 */
import { sessionMoney } from './session-money.ts';

/** Hours before the start inside which a cancellation is late; 0: never late. */
export const NOTICE_HOURS_CHOICES = [0, 12, 24, 48] as const;
/** The fee a policy proposes, as a share of the session's charge. */
export const FEE_PERCENT_CHOICES = [0, 25, 50, 100] as const;

export type NoticeHours = (typeof NOTICE_HOURS_CHOICES)[number];
export type FeePercent = (typeof FEE_PERCENT_CHOICES)[number];

export type MissedSessionPolicy = {
  noticeHours: NoticeHours;
  lateCancelFeePercent: FeePercent;
  noShowFeePercent: FeePercent;
  /** Whether a package session missed (no-show or late cancellation) uses its unit. */
  usesPackageUnit: boolean;
};

/** A practice that has not chosen: a day's notice, no fees, a missed package session uses its unit. */
export const DEFAULT_MISSED_SESSION_POLICY: MissedSessionPolicy = {
  noticeHours: 24,
  lateCancelFeePercent: 0,
  noShowFeePercent: 0,
  usesPackageUnit: true,
};

const HOUR_MS = 3_600_000;

/** Whether cancelling at `cancelledAt` a session starting at `startsAt` comes inside the notice. */
export function isLateCancellation(startsAt: string, cancelledAt: string, noticeHours: number): boolean {
  return noticeHours > 0 && Date.parse(startsAt) - Date.parse(cancelledAt) < noticeHours * HOUR_MS;
}

/** The fee a policy's share proposes, in minor units, rounded half up like the commission. */
export function proposedFee(charge: number, percent: number): number {
  return Math.floor((charge * percent + 50) / 100);
}

/** What a missed session's fee earns the specialist: the fee less the commission at the booked rate. */
export function feeEarnings(fee: number, commissionRateBps: number): number {
  return fee === 0 ? 0 : sessionMoney(fee, commissionRateBps).amount;
}

/**
 * The fee proposed when a session is missed: the policy's share of its charge, none for a package
 * session whose unit is used (the unit already paid for it).
 */
export function proposedMissedFee(
  session: { type: 'single' | 'package'; charge: number },
  percent: number,
  usesPackageUnit: boolean,
): number {
  return session.type === 'package' && usesPackageUnit ? 0 : proposedFee(session.charge, percent);
}
