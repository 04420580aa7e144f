// The booking form's values as typed (date and time in the specialist's zone, the charge in major
// units) and their conversion to a session draft, with one translated message per field to fix.

import type { SessionDurationMinutes, SessionMode, SessionType } from '#core/sessions/session-lists';
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { majorToMinor, minorToMajor, sessionMoney } from '#core/sessions/session-money';
import type { SessionRow } from '#core/sessions/session-schema';
import { instantToZoned, zonedToInstant } from '#core/sessions/session-time';
import { type OfficeTerms, priceFor } from '#local/sessions/office-terms';
import type { SessionDraft } from '#local/sessions/session-commands';
import type { SeriesScope } from '#local/sessions/session-series-commands';
import { translate } from '../../i18n/translate.ts';
import type { FieldErrors } from '../../ui/forms/field-errors.ts';
import { NO_REPEAT, type SeriesFormValues } from './series-form-values.ts';

export type SessionFormValues = {
  patientId: string;
  /** YYYY-MM-DD and HH:mm on the specialist's wall clock. */
  date: string;
  time: string;
  durationMinutes: SessionDurationMinutes;
  mode: SessionMode;
  /** A package session draws on `packageId` ('' until one is picked). */
  type: SessionType;
  packageId: string;
  /** Major units as typed ("80", "45.50"). */
  charge: string;
  notes: string;
} & SeriesFormValues & {
    /** Editing a recurring session: which of the series the change applies to. */
    scope: SeriesScope;
  };

/** What a new booking may start from: a slot, a patient, or (retrying a refused one) all it held. */
export type NewSessionPreset = {
  startsAt?: string;
  patientId?: string;
  durationMinutes?: SessionDurationMinutes;
  mode?: SessionMode;
  type?: SessionType;
  packageId?: string | null;
  /** Minor units. */
  charge?: number;
  notes?: string;
};

/** Where a new booking starts: the preset, else the profile's price for an hour. */
export function newSessionValues(terms: OfficeTerms, preset: NewSessionPreset = {}): SessionFormValues {
  const durationMinutes = preset.durationMinutes ?? 60;
  const local = preset.startsAt ? instantToZoned(preset.startsAt, terms.timeZone) : undefined;
  const charge = preset.charge ?? priceFor(terms, durationMinutes);
  return {
    patientId: preset.patientId ?? '',
    date: local?.date ?? '',
    time: local?.time ?? '',
    durationMinutes,
    mode: preset.mode ?? 'video',
    type: preset.type ?? 'single',
    packageId: preset.packageId ?? '',
    charge: charge === undefined ? '' : minorToMajor(charge, terms.currency),
    notes: preset.notes ?? '',
    ...NO_REPEAT,
    scope: 'this',
  };
}

export function editSessionValues(session: SessionRow, zone: string): SessionFormValues {
  const local = instantToZoned(session.startsAt, zone);
  return {
    patientId: session.patientId,
    date: local.date,
    time: local.time,
    durationMinutes: session.durationMinutes,
    mode: session.mode,
    type: session.type,
    packageId: session.packageId ?? '',
    charge: minorToMajor(session.charge, session.currency),
    notes: session.notes,
    ...NO_REPEAT,
    scope: 'this',
  };
}

export type ParsedSessionForm = { ok: true; draft: SessionDraft } | { ok: false; errors: FieldErrors };

export function parseSessionForm(
  values: SessionFormValues,
  currency: string,
  zone: string,
): ParsedSessionForm {
  const errors: FieldErrors = {};
  if (values.patientId === '') errors.patientId = translate(M.patientRequired);
  if (values.date === '') errors.date = translate(M.startsAtRequired);
  if (values.time === '') errors.time = translate(M.startsAtRequired);
  const isPackage = values.type === 'package';
  if (isPackage && values.packageId === '') errors.packageId = translate(M.packageRequired);
  const charge = majorToMinor(values.charge, currency);
  if (charge === undefined) errors.charge = translate(M.chargeInvalid);
  if (Object.keys(errors).length > 0 || charge === undefined) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      patientId: values.patientId,
      startsAt: zonedToInstant(values.date, values.time, zone),
      durationMinutes: values.durationMinutes,
      mode: values.mode,
      type: values.type,
      packageId: isPackage ? values.packageId : null,
      charge,
      notes: values.notes,
    },
  };
}

/** What the specialist earns of a charge typed so far, or undefined while it does not parse. */
export function earningsPreview(charge: string, currency: string, rateBps: number) {
  const minor = majorToMinor(charge, currency);
  return minor === undefined ? undefined : sessionMoney(minor, rateBps);
}

/** Form fields by the session field a rule reported on: a time rule is shown under the date. */
export function formFieldOf(field: string): string {
  if (field === 'startsAt') return 'date';
  if (field === 'commission' || field === 'amount' || field === 'totalAmount') return 'charge';
  return field;
}

const TIME_STEP_MINUTES = 15;

/** Every quarter hour of the day, labelled in the language's time format (14:30 or 2:30 PM). */
export function timeSlots(wallTime: (hhmm: string) => string) {
  const slots: { value: string; label: string }[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    slots.push({ value, label: wallTime(value) });
  }
  return slots;
}

/** The form fields a preset sets: a restored draft leaves them as the opening set them. */
export function presetFields(preset: NewSessionPreset): Set<string> {
  const fields = new Set<string>();
  if (preset.startsAt !== undefined) fields.add('date').add('time');
  if (preset.packageId !== undefined) fields.add('packageId');
  for (const key of ['patientId', 'durationMinutes', 'mode', 'type', 'charge', 'notes'] as const) {
    if (preset[key] !== undefined) fields.add(key);
  }
  return fields;
}

const TYPED_FIELDS: Readonly<Record<keyof SessionFormValues, 'string' | 'number'>> = {
  patientId: 'string',
  date: 'string',
  time: 'string',
  durationMinutes: 'number',
  mode: 'string',
  type: 'string',
  packageId: 'string',
  charge: 'string',
  notes: 'string',
  repeat: 'string',
  repeatEnd: 'string',
  repeatCount: 'string',
  repeatUntil: 'string',
  repeatRule: 'string',
  scope: 'string',
};

/** The form's values among kept typed input, but for the fields in `preset`; unknown keys left out. */
export function typedSessionValues(
  typed: Record<string, unknown>,
  preset: ReadonlySet<string> = new Set(),
): Partial<SessionFormValues> {
  return Object.fromEntries(
    Object.entries(typed).filter(
      ([field, value]) =>
        Object.hasOwn(TYPED_FIELDS, field) &&
        !preset.has(field) &&
        typeof value === TYPED_FIELDS[field as keyof SessionFormValues],
    ),
  ) as Partial<SessionFormValues>;
}
