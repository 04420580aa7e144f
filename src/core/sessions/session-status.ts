/**
 * The one state machine of a session's status, run by the page before it queues a change and by the
 * server before it stores one: from the stored fields and the proposed ones it answers the fields to
 * store (status, timestamps and history derived here, never taken from the client) or why not.
 *
 *   scheduled ──(time changed)──▶ rescheduled ──(time changed)──▶ rescheduled
 *   scheduled | rescheduled ──join──▶ ongoing ──complete──▶ completed
 *   scheduled | rescheduled ──complete, once its start has passed──▶ completed  (held outside the app)
 *   scheduled | rescheduled ──cancel (with a reason)──▶ cancelled
 *   scheduled | rescheduled ──no-show, once its start has passed──▶ noShow
 *
 * A no-show and a late cancellation carry the fee and the package unit the marking step proposes
 * (missed-sessions.ts); every other step keeps the stored ones.
 *
 * - An ongoing session cannot be cancelled: it is happening, the patient is in the room, and a
 *   cancellation would erase a session that took place; it is completed instead (its notes say what
 *   went wrong). For the same reason it can no longer be moved or given to another patient.
 * - Completed, cancelled and no-show are final: nothing changes any more except the private notes, which
 *   specialists write during and after the session (notes on a cancelled one record why it fell through).
 * - "Rescheduled" is not something a user picks: it is what a change of date, time or duration does.
 *   A proposal saying scheduled or rescheduled is read as "no status action".
 * - The Join Now window (10 minutes before the start) is the page's affordance, not a rule here: a
 *   join made offline may reach the server hours later and must still be accepted.
 */
import type { SessionStatus } from './session-lists.ts';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import { sessionMoney } from './session-money.ts';
import { sessionReference } from './session-reference.ts';
import {
  SESSION_HISTORY_MAX_ENTRIES,
  type SessionFieldError,
  type SessionFields,
  type SessionHistoryEntry,
} from './session-schema.ts';

/** The session's id (its reference derives from it) and the ISO instant of the change. */
export type SessionChangeContext = { id: string; now: string };

export type SessionChangeResult =
  | { ok: true; fields: SessionFields }
  | { ok: false; error: SessionFieldError };

/** What the detail page may offer in each status. */
export type SessionAction = 'join' | 'reschedule' | 'complete' | 'noShow' | 'cancel' | 'edit' | 'editNotes';

const PLANNED: readonly SessionStatus[] = ['scheduled', 'rescheduled'];

/** Fields a user edits directly, in the order their errors are reported. Notes are never locked. */
const EDITABLE_FIELDS = [
  'patientId',
  'startsAt',
  'durationMinutes',
  'mode',
  'type',
  'packageId',
  'currency',
  'charge',
] as const satisfies readonly (keyof SessionFields)[];

export function isFinalStatus(status: SessionStatus): boolean {
  return status === 'completed' || status === 'cancelled' || status === 'noShow';
}

export function sessionActions(status: SessionStatus): readonly SessionAction[] {
  // `complete` of a planned session: held outside the app (by phone, in person), once it has begun.
  if (PLANNED.includes(status))
    return ['join', 'reschedule', 'complete', 'noShow', 'cancel', 'edit', 'editNotes'];
  if (status === 'ongoing') return ['complete', 'edit', 'editNotes'];
  return ['editNotes'];
}

/**
 * The fields to store when `proposed` replaces `existing` (undefined: a create), or the first rule it
 * breaks. Deterministic in its inputs, and applying the same proposal to its own result changes
 * nothing: the engine re-applies queued changes on every server row. Instants are canonical
 * (session-schema.ts), so they compare as strings.
 * Booking facts never change after the create: `reference` (derived from the id on create, whatever
 * was sent) and `commissionRateBps` (the money is recomputed from the charge with the booked rate).
 * Timestamps of a transition are the proposal's when it carries them (the clock of the device where
 * the user acted, possibly offline and long before the server hears of it), else `now`.
 */
export function resolveSessionChange(
  existing: SessionFields | undefined,
  proposed: SessionFields,
  { id, now }: SessionChangeContext,
): SessionChangeResult {
  if (!existing) return resolveCreate(proposed, id, now);
  const fieldError = lockedFieldError(existing, proposed);
  if (fieldError) return { ok: false, error: fieldError };

  const isTimeChanged =
    proposed.startsAt !== existing.startsAt || proposed.durationMinutes !== existing.durationMinutes;
  const planned: SessionFields = {
    ...proposed,
    ...sessionMoney(proposed.charge, existing.commissionRateBps),
    reference: existing.reference,
    commissionRateBps: existing.commissionRateBps,
    status: isTimeChanged ? 'rescheduled' : existing.status,
    startedAt: existing.startedAt,
    completedAt: existing.completedAt,
    cancelledAt: existing.cancelledAt,
    cancelReason: existing.cancelReason,
    cancelReasonShared: existing.cancelReasonShared,
    fee: existing.fee,
    lateCancellation: existing.lateCancellation,
    usesPackageUnit: existing.usesPackageUnit,
    seriesId: existing.seriesId,
    seriesRule: existing.seriesRule,
    history: isTimeChanged
      ? appendHistory(existing.history, { at: now, status: 'rescheduled', startsAt: proposed.startsAt })
      : existing.history,
  };
  const isStatusAction = proposed.status !== existing.status && !PLANNED.includes(proposed.status);
  if (!isStatusAction) return { ok: true, fields: planned };
  return applyTransition(existing.status, planned, proposed, now);
}

function resolveCreate(proposed: SessionFields, id: string, now: string): SessionChangeResult {
  if (proposed.status !== 'scheduled')
    return { ok: false, error: { field: 'status', message: M.createMustBeScheduled } };
  return {
    ok: true,
    fields: {
      ...proposed,
      reference: sessionReference(id),
      startedAt: null,
      completedAt: null,
      cancelledAt: null,
      cancelReason: null,
      cancelReasonShared: false,
      fee: 0,
      lateCancellation: false,
      usesPackageUnit: true,
      history: [{ at: now, status: 'scheduled', startsAt: proposed.startsAt }],
    },
  };
}

/** A proposal moving the status back (to scheduled or rescheduled) or editing what its status locks. */
function lockedFieldError(existing: SessionFields, proposed: SessionFields): SessionFieldError | undefined {
  const isBackToPlanned = PLANNED.includes(proposed.status) && !PLANNED.includes(existing.status);
  if (isFinalStatus(existing.status)) {
    const changed = EDITABLE_FIELDS.find((field) => proposed[field] !== existing[field]);
    const field = isBackToPlanned ? 'status' : changed;
    if (!field) return undefined;
    const FINAL_MESSAGES = {
      completed: M.completedFinal,
      cancelled: M.cancelledFinal,
      noShow: M.noShowFinal,
    };
    return { field, message: FINAL_MESSAGES[existing.status as keyof typeof FINAL_MESSAGES] };
  }
  if (existing.status !== 'ongoing') return undefined;
  if (isBackToPlanned) return { field: 'status', message: M.startedNoReschedule };
  if (proposed.patientId !== existing.patientId)
    return { field: 'patientId', message: M.startedNoPatientChange };
  if (proposed.startsAt !== existing.startsAt) return { field: 'startsAt', message: M.startedNoReschedule };
  if (proposed.durationMinutes !== existing.durationMinutes)
    return { field: 'durationMinutes', message: M.startedNoReschedule };
  return undefined;
}

/** Join, complete or cancel, from the status stored before the proposal. */
function applyTransition(
  from: SessionStatus,
  planned: SessionFields,
  proposed: SessionFields,
  now: string,
): SessionChangeResult {
  const refuse = (message: SessionFieldError['message']): SessionChangeResult => ({
    ok: false,
    error: { field: 'status', message },
  });
  switch (proposed.status) {
    case 'ongoing': {
      if (!PLANNED.includes(from)) return refuse(M.startOnlyScheduled);
      const startedAt = proposed.startedAt ?? now;
      return transitioned(planned, { startedAt }, { at: startedAt, status: 'ongoing' });
    }
    case 'completed': {
      if (PLANNED.includes(from)) {
        // Held outside the app (a phone call, in person): it began at its booked time, which must
        // have come by the moment it is marked completed (that device's clock, possibly offline).
        const completedAt = proposed.completedAt ?? now;
        if (completedAt < planned.startsAt) return refuse(M.completeOnlyStarted);
        const startedAt = planned.startsAt;
        return transitioned(planned, { startedAt, completedAt }, { at: completedAt, status: 'completed' });
      }
      if (from !== 'ongoing') return refuse(M.completeOnlyStarted);
      // Two devices' clocks may disagree: a session never ends before it started.
      const startedAt = planned.startedAt ?? now;
      const proposedAt = proposed.completedAt ?? now;
      const completedAt = proposedAt < startedAt ? startedAt : proposedAt;
      return transitioned(planned, { completedAt }, { at: completedAt, status: 'completed' });
    }
    case 'noShow': {
      // The patient did not come: known once the start has passed (the marking device's clock).
      const markedAt = proposed.completedAt ?? now;
      if (!PLANNED.includes(from) || markedAt < planned.startsAt) return refuse(M.noShowOnlyPlanned);
      const missed = { fee: proposed.fee, usesPackageUnit: proposed.usesPackageUnit !== false };
      return transitioned(planned, { completedAt: markedAt, ...missed }, { at: markedAt, status: 'noShow' });
    }
    case 'cancelled': {
      if (!PLANNED.includes(from)) return refuse(M.cancelOnlyScheduled);
      const cancelReason = proposed.cancelReason?.trim() ?? '';
      if (cancelReason === '')
        return { ok: false, error: { field: 'cancelReason', message: M.cancelReasonRequired } };
      const cancelledAt = proposed.cancelledAt ?? now;
      const cancelReasonShared = proposed.cancelReasonShared === true;
      // Late is the cancelling device's verdict against the specialist's notice (a profile field the
      // machine does not read); only a late one may carry a fee or keep a package unit.
      const lateCancellation = proposed.lateCancellation === true;
      if (!lateCancellation && proposed.fee > 0)
        return { ok: false, error: { field: 'fee', message: M.feeOnlyMissed } };
      const missed = lateCancellation
        ? { lateCancellation, fee: proposed.fee, usesPackageUnit: proposed.usesPackageUnit !== false }
        : { lateCancellation, fee: 0, usesPackageUnit: false };
      return transitioned(
        planned,
        { cancelledAt, cancelReason, cancelReasonShared, ...missed },
        { at: cancelledAt, status: 'cancelled' },
      );
    }
    default:
      // Scheduled and rescheduled are not actions (see the module comment); handled before.
      return { ok: true, fields: planned };
  }
}

function transitioned(
  planned: SessionFields,
  changes: Partial<SessionFields>,
  entry: SessionHistoryEntry,
): SessionChangeResult {
  return {
    ok: true,
    fields: { ...planned, ...changes, status: entry.status, history: appendHistory(planned.history, entry) },
  };
}

/** Past the cap the booking entry and the latest ones stay: the middle of a long story matters least. */
function appendHistory(history: SessionHistoryEntry[], entry: SessionHistoryEntry): SessionHistoryEntry[] {
  const next = [...history, entry];
  if (next.length <= SESSION_HISTORY_MAX_ENTRIES) return next;
  return [...next.slice(0, 1), ...next.slice(next.length - SESSION_HISTORY_MAX_ENTRIES + 1)];
}
