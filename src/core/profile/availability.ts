/**
 * The specialist's availability: weekly time ranges (several a day), each taking single sessions,
 * packages or both, and days off (date ranges, holidays). Times are "HH:mm" on the 24-hour clock in
 * the profile's time zone; the page shows them with the language's convention (AM/PM in English).
 * Availability guides, it never forbids: a session outside it is booked with a warning (`availabilityWarning`).
 */
import * as v from 'valibot';
import { ONBOARDING_MESSAGES as M } from '../onboarding/messages.ts';
import {
  SESSION_OFFER_CODES,
  type SessionOffer,
  WEEKDAY_CODES,
  type Weekday,
} from '../onboarding/practice-lists.ts';
import { weekdayOf } from '../sessions/session-time.ts';
import { isoDateRule } from '../validation/rules.ts';
import { PROFILE_MESSAGES as P } from './profile-messages.ts';

export const MAX_AVAILABILITY_SLOTS = 50;
export const MAX_DAYS_OFF = 50;

/** 24-hour "HH:mm" on the wire. */
const timeRule = v.pipe(
  v.string(M.availabilityTimeRequired.id),
  v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, M.availabilityTimeRequired.id),
);

export const availabilitySlotSchema = v.pipe(
  v.strictObject({
    day: v.picklist(WEEKDAY_CODES, M.availabilityRequired.id),
    start: timeRule,
    end: timeRule,
    /** What the hours take; absent on slots filed before it existed: the profile's session offer. */
    offer: v.optional(v.picklist(SESSION_OFFER_CODES, M.sessionOfferRequired.id)),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (slot) => slot.start < slot.end, M.availabilityTimeOrder.id),
    ['end'],
  ),
);
export type AvailabilitySlot = v.InferOutput<typeof availabilitySlotSchema>;

export const availabilityRule = v.pipe(
  v.array(availabilitySlotSchema, M.availabilityRequired.id),
  v.minLength(1, M.availabilityRequired.id),
  v.maxLength(MAX_AVAILABILITY_SLOTS, M.availabilityRequired.id),
);

/** A period off, both days included ("YYYY-MM-DD" in the profile's time zone). */
export const dayOffSchema = v.pipe(
  v.strictObject({ from: isoDateRule(P.dayOffRequired), to: isoDateRule(P.dayOffRequired) }),
  v.forward(
    v.partialCheck([['from'], ['to']], (range) => range.from <= range.to, P.dayOffOrder.id),
    ['to'],
  ),
);
export type DayOff = v.InferOutput<typeof dayOffSchema>;

export const daysOffRule = v.pipe(
  v.array(dayOffSchema, P.dayOffRequired.id),
  v.maxLength(MAX_DAYS_OFF, P.daysOffTooMany.id),
);

const WEEKDAY_BY_ISO: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The weekday code of a local date. */
export function weekdayCodeOf(date: string): Weekday {
  return WEEKDAY_BY_ISO[weekdayOf(date) - 1] ?? 'mon';
}

/** Whether the date falls in one of the periods off. */
export function isDayOff(daysOff: readonly DayOff[], date: string): boolean {
  return daysOff.some((range) => range.from <= date && date <= range.to);
}

/** What a slot takes: its own choice, or the profile's offer for slots that have none. */
export function slotOffer(slot: AvailabilitySlot, profileOffer: SessionOffer): SessionOffer {
  return slot.offer ?? profileOffer;
}

export function offerTakes(offer: SessionOffer, type: 'single' | 'package'): boolean {
  return offer === 'both' || (type === 'single' ? offer === 'single' : offer === 'packages');
}

export type AvailabilityCheck = {
  availability: readonly AvailabilitySlot[];
  daysOff: readonly DayOff[];
  /** The profile's session offer, for slots without their own. */
  sessionOffer: SessionOffer;
};

export type AvailabilityWarning = 'day-off' | 'outside-hours' | 'packages-only' | 'singles-only';

/**
 * Why a session on `date` from `start` to `end` ("HH:mm", local to the profile's zone; an end of
 * "24:00" is the midnight after) would be outside the availability, or undefined when it is inside a
 * range that takes its type. With no availability at all there is nothing to warn about.
 */
export function availabilityWarning(
  check: AvailabilityCheck,
  session: { date: string; start: string; end: string; type: 'single' | 'package' },
): AvailabilityWarning | undefined {
  if (isDayOff(check.daysOff, session.date)) return 'day-off';
  if (check.availability.length === 0) return undefined;
  const day = weekdayCodeOf(session.date);
  // A day's ranges end at "23:59" at the latest; a session ending at midnight fits one that does.
  const end = session.end === '24:00' ? '23:59' : session.end;
  const covering = check.availability.filter(
    (slot) => slot.day === day && slot.start <= session.start && end <= slot.end,
  );
  if (covering.length === 0) return 'outside-hours';
  if (covering.some((slot) => offerTakes(slotOffer(slot, check.sessionOffer), session.type)))
    return undefined;
  return session.type === 'single' ? 'packages-only' : 'singles-only';
}

/** The message of a warning, for the page and the calendar. */
export const AVAILABILITY_WARNING_MESSAGES = {
  'day-off': P.dayOff,
  'outside-hours': P.outsideHours,
  'packages-only': P.slotTakesPackagesOnly,
  'singles-only': P.slotTakesSinglesOnly,
} as const satisfies Record<AvailabilityWarning, unknown>;
