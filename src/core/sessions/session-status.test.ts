import { describe, expect, it } from 'vitest';
import type { Message } from '../messages.ts';
import { SAMPLE_SESSION, SAMPLE_SESSION_ID } from './sample-session.ts';
import { SESSION_STATUS_CODES, type SessionStatus } from './session-lists.ts';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import { sessionMoney } from './session-money.ts';
import { SESSION_HISTORY_MAX_ENTRIES, type SessionFields } from './session-schema.ts';
import { isFinalStatus, resolveSessionChange, sessionActions } from './session-status.ts';

const BOOKED_AT = '2026-11-20T09:00:00.000Z';
const MOVED_AT = '2026-11-21T10:00:00.000Z';
const JOINED_AT = '2026-11-23T12:55:00.000Z';
const DONE_AT = '2026-11-23T14:01:00.000Z';
const REASON = 'The patient is ill';
const at = (now: string) => ({ id: SAMPLE_SESSION_ID, now });

/** The fields stored after `proposed`, failing the test when the machine refuses. */
function stored(existing: SessionFields | undefined, proposed: SessionFields, now: string): SessionFields {
  const result = resolveSessionChange(existing, proposed, { id: SAMPLE_SESSION_ID, now });
  if (!result.ok) throw new Error(`refused: ${result.error.message.id} on ${result.error.field}`);
  return result.fields;
}

const scheduled = stored(undefined, SAMPLE_SESSION, BOOKED_AT);
const rescheduled = stored(scheduled, { ...scheduled, startsAt: '2026-11-23T15:00:00.000Z' }, MOVED_AT);
const ongoing = stored(scheduled, { ...scheduled, status: 'ongoing' }, JOINED_AT);
const completed = stored(ongoing, { ...ongoing, status: 'completed' }, DONE_AT);
const cancelled = stored(scheduled, { ...scheduled, status: 'cancelled', cancelReason: REASON }, MOVED_AT);
const noShow = stored(scheduled, { ...scheduled, status: 'noShow' }, DONE_AT);
const IN_STATUS: Record<SessionStatus, SessionFields> = {
  scheduled,
  rescheduled,
  ongoing,
  completed,
  cancelled,
  noShow,
};

describe('status transitions (every pair)', () => {
  // [from, to, the status stored, or the message of the refusal]
  const table: [SessionStatus, SessionStatus, SessionStatus | Message][] = [
    ['scheduled', 'scheduled', 'scheduled'],
    // "Rescheduled" follows a change of time, never a bare status: the time did not change.
    ['scheduled', 'rescheduled', 'scheduled'],
    ['scheduled', 'ongoing', 'ongoing'],
    // Held outside the app: its start (13:00) has passed at DONE_AT (14:01).
    ['scheduled', 'completed', 'completed'],
    ['scheduled', 'cancelled', 'cancelled'],
    ['rescheduled', 'scheduled', 'rescheduled'],
    ['rescheduled', 'rescheduled', 'rescheduled'],
    ['rescheduled', 'ongoing', 'ongoing'],
    // Moved to 15:00: not begun yet at DONE_AT.
    ['rescheduled', 'completed', M.completeOnlyStarted],
    ['rescheduled', 'cancelled', 'cancelled'],
    ['ongoing', 'scheduled', M.startedNoReschedule],
    ['ongoing', 'rescheduled', M.startedNoReschedule],
    ['ongoing', 'ongoing', 'ongoing'],
    ['ongoing', 'completed', 'completed'],
    ['ongoing', 'cancelled', M.cancelOnlyScheduled],
    ['completed', 'scheduled', M.completedFinal],
    ['completed', 'rescheduled', M.completedFinal],
    ['completed', 'ongoing', M.startOnlyScheduled],
    ['completed', 'completed', 'completed'],
    ['completed', 'cancelled', M.cancelOnlyScheduled],
    ['cancelled', 'scheduled', M.cancelledFinal],
    ['cancelled', 'rescheduled', M.cancelledFinal],
    ['cancelled', 'ongoing', M.startOnlyScheduled],
    ['cancelled', 'completed', M.completeOnlyStarted],
    ['cancelled', 'cancelled', 'cancelled'],
    // A no-show once its start (13:00) has passed; not for the one moved to 15:00.
    ['scheduled', 'noShow', 'noShow'],
    ['rescheduled', 'noShow', M.noShowOnlyPlanned],
    ['ongoing', 'noShow', M.noShowOnlyPlanned],
    ['completed', 'noShow', M.noShowOnlyPlanned],
    ['cancelled', 'noShow', M.noShowOnlyPlanned],
    ['noShow', 'scheduled', M.noShowFinal],
    ['noShow', 'rescheduled', M.noShowFinal],
    ['noShow', 'ongoing', M.startOnlyScheduled],
    ['noShow', 'completed', M.completeOnlyStarted],
    ['noShow', 'cancelled', M.cancelOnlyScheduled],
    ['noShow', 'noShow', 'noShow'],
  ];

  it('covers all 36 pairs', () => {
    expect(new Set(table.map(([from, to]) => `${from}>${to}`)).size).toBe(SESSION_STATUS_CODES.length ** 2);
  });

  it.each(table)('%s → %s', (from, to, expected) => {
    const existing = IN_STATUS[from];
    const proposal = { ...existing, status: to, cancelReason: existing.cancelReason ?? REASON };
    const result = resolveSessionChange(existing, proposal, at(DONE_AT));
    if (typeof expected === 'string') {
      expect(result.ok && result.fields.status).toBe(expected);
    } else {
      expect(result).toEqual({ ok: false, error: { field: 'status', message: expected } });
    }
  });

  it('leaves a proposal equal to the stored fields exactly as stored, in every status', () => {
    for (const fields of Object.values(IN_STATUS))
      expect(resolveSessionChange(fields, fields, at(DONE_AT))).toEqual({
        ok: true,
        fields,
      });
  });
});

describe('create', () => {
  it('starts scheduled, with the booking as the first history entry', () => {
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.history).toEqual([
      { at: BOOKED_AT, status: 'scheduled', startsAt: SAMPLE_SESSION.startsAt },
    ]);
  });

  it.each(['rescheduled', 'ongoing', 'completed', 'cancelled'] as const)(
    'refuses a session created %s',
    (status) => {
      expect(resolveSessionChange(undefined, { ...SAMPLE_SESSION, status }, at(BOOKED_AT))).toEqual({
        ok: false,
        error: { field: 'status', message: M.createMustBeScheduled },
      });
    },
  );

  it('takes no timestamp, reason, history or reference from the client', () => {
    const forged = {
      ...SAMPLE_SESSION,
      reference: 'S-00000000',
      startedAt: JOINED_AT,
      completedAt: DONE_AT,
      cancelledAt: DONE_AT,
      cancelReason: REASON,
      history: [],
    };
    expect(stored(undefined, forged, BOOKED_AT)).toEqual(scheduled);
  });
});

describe('rescheduling', () => {
  it('makes a scheduled session rescheduled when its time changes, and records the new time', () => {
    expect(rescheduled.status).toBe('rescheduled');
    expect(rescheduled.history.at(-1)).toEqual({
      at: MOVED_AT,
      status: 'rescheduled',
      startsAt: '2026-11-23T15:00:00.000Z',
    });
  });

  it('counts a change of duration as a change of time', () => {
    const shorter = stored(scheduled, { ...scheduled, durationMinutes: 30 }, MOVED_AT);
    expect(shorter.status).toBe('rescheduled');
    expect(shorter.history).toHaveLength(2);
  });

  it('records every further move of a rescheduled session', () => {
    const again = stored(rescheduled, { ...rescheduled, startsAt: '2026-11-24T09:00:00.000Z' }, DONE_AT);
    expect(again.status).toBe('rescheduled');
    expect(again.history.map((entry) => entry.status)).toEqual(['scheduled', 'rescheduled', 'rescheduled']);
  });

  it('changes nothing more when the same move is applied again (a rebase replays it)', () => {
    const moved = { ...scheduled, startsAt: '2026-11-23T15:00:00.000Z' };
    expect(stored(rescheduled, moved, DONE_AT)).toEqual(rescheduled);
  });

  it('keeps the booking and the latest entries past the cap', () => {
    let fields = scheduled;
    for (let hour = 0; hour < SESSION_HISTORY_MAX_ENTRIES + 10; hour++) {
      const startsAt = new Date(Date.UTC(2026, 11, 1, hour)).toISOString();
      fields = stored(fields, { ...fields, startsAt }, MOVED_AT);
    }
    expect(fields.history).toHaveLength(SESSION_HISTORY_MAX_ENTRIES);
    expect(fields.history[0]).toEqual(scheduled.history[0]);
    expect(fields.history.at(-1)?.startsAt).toBe(fields.startsAt);
  });

  it('may move and start a session in one proposal, recording both', () => {
    const both = stored(
      scheduled,
      { ...scheduled, startsAt: '2026-11-23T12:30:00.000Z', status: 'ongoing' },
      JOINED_AT,
    );
    expect(both.history.map((entry) => entry.status)).toEqual(['scheduled', 'rescheduled', 'ongoing']);
  });
});

describe('join, complete and cancel', () => {
  it('records when a session started, from the device where Join Now was pressed when it says', () => {
    expect(ongoing.startedAt).toBe(JOINED_AT);
    const offline = stored(
      scheduled,
      { ...scheduled, status: 'ongoing', startedAt: '2026-11-23T12:58:00.000Z' },
      DONE_AT,
    );
    expect(offline.startedAt).toBe('2026-11-23T12:58:00.000Z');
    expect(offline.history.at(-1)).toEqual({ at: '2026-11-23T12:58:00.000Z', status: 'ongoing' });
  });

  it('records the completion, never before the start even when two clocks disagree', () => {
    expect(completed.completedAt).toBe(DONE_AT);
    const early = stored(
      ongoing,
      { ...ongoing, status: 'completed', completedAt: '2026-11-23T12:00:00.000Z' },
      DONE_AT,
    );
    expect(early.completedAt).toBe(JOINED_AT);
  });

  it('needs a reason to cancel, and stores it trimmed', () => {
    for (const cancelReason of [null, '', '   '])
      expect(
        resolveSessionChange(scheduled, { ...scheduled, status: 'cancelled', cancelReason }, at(MOVED_AT)),
      ).toEqual({
        ok: false,
        error: { field: 'cancelReason', message: M.cancelReasonRequired },
      });
    const withReason = stored(
      scheduled,
      { ...scheduled, status: 'cancelled', cancelReason: `  ${REASON} ` },
      MOVED_AT,
    );
    expect(withReason).toMatchObject({ cancelReason: REASON, cancelledAt: MOVED_AT });
  });

  it('ignores a cancellation reason or timestamps sent without their transition', () => {
    const forged = { ...scheduled, cancelReason: REASON, startedAt: JOINED_AT, completedAt: DONE_AT };
    expect(stored(scheduled, forged, MOVED_AT)).toEqual(scheduled);
  });
});

describe('what each status locks', () => {
  const edits: [keyof SessionFields, unknown][] = [
    ['patientId', '7a1e0c2d-3b4f-4a5e-8c6d-9e0f1a2b3c4d'],
    ['startsAt', '2026-11-25T13:00:00.000Z'],
    ['durationMinutes', 30],
    ['mode', 'chat'],
    ['type', 'package'],
    ['packageId', '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'],
    ['currency', 'USD'],
    ['charge', 9000],
  ];

  it.each(edits)(
    'refuses a change of %s on a completed or cancelled session, naming the field',
    (field, value) => {
      for (const [fields, message] of [
        [completed, M.completedFinal],
        [cancelled, M.cancelledFinal],
      ] as const)
        expect(resolveSessionChange(fields, { ...fields, [field]: value }, at(DONE_AT))).toEqual({
          ok: false,
          error: { field, message },
        });
    },
  );

  it('keeps private notes editable after the session ended or was cancelled', () => {
    for (const fields of [completed, cancelled])
      expect(stored(fields, { ...fields, notes: 'Follow-up in two weeks' }, DONE_AT)).toEqual({
        ...fields,
        notes: 'Follow-up in two weeks',
      });
  });

  it.each([
    ['patientId', '7a1e0c2d-3b4f-4a5e-8c6d-9e0f1a2b3c4d', M.startedNoPatientChange],
    ['startsAt', '2026-11-23T14:00:00.000Z', M.startedNoReschedule],
    ['durationMinutes', 30, M.startedNoReschedule],
  ] as const)('refuses a change of %s once the session has started', (field, value, message) => {
    expect(resolveSessionChange(ongoing, { ...ongoing, [field]: value }, at(DONE_AT))).toEqual({
      ok: false,
      error: { field, message },
    });
  });

  it('lets an ongoing session change mode and charge', () => {
    const switched = stored(ongoing, { ...ongoing, mode: 'audio', ...sessionMoney(6000, 1000) }, DONE_AT);
    expect(switched).toMatchObject({ status: 'ongoing', mode: 'audio', charge: 6000, amount: 5400 });
  });

  it('never changes the reference or the booked commission rate, and recomputes the money with that rate', () => {
    const proposal = {
      ...scheduled,
      reference: 'S-00000000',
      commissionRateBps: 0,
      ...sessionMoney(5000, 0),
    };
    expect(stored(scheduled, proposal, MOVED_AT)).toMatchObject({
      reference: scheduled.reference,
      commissionRateBps: 1000,
      ...sessionMoney(5000, 1000),
    });
  });
});

describe('the cancellation reason’s sharing', () => {
  it('is the cancelling proposal’s choice, private by default, and never set by another change', () => {
    const shared = stored(
      scheduled,
      { ...scheduled, status: 'cancelled', cancelReason: REASON, cancelReasonShared: true },
      MOVED_AT,
    );
    expect(shared).toMatchObject({ status: 'cancelled', cancelReasonShared: true });
    expect(cancelled.cancelReasonShared).toBe(false);
    const sneaked = stored(scheduled, { ...scheduled, cancelReasonShared: true }, MOVED_AT);
    expect(sneaked.cancelReasonShared).toBe(false);
  });
});

describe('a session held outside the app', () => {
  it('is completed once its start has passed, begun at its booked time, ended when marked', () => {
    const done = stored(scheduled, { ...scheduled, status: 'completed', completedAt: DONE_AT }, DONE_AT);
    expect(done).toMatchObject({ status: 'completed', startedAt: scheduled.startsAt, completedAt: DONE_AT });
    expect(done.history.at(-1)).toEqual({ at: DONE_AT, status: 'completed' });
  });

  it('is refused before its start, and changes nothing', () => {
    const early = '2026-11-23T12:59:00.000Z';
    const result = resolveSessionChange(
      scheduled,
      { ...scheduled, status: 'completed', completedAt: early },
      at(early),
    );
    expect(result).toEqual({ ok: false, error: { field: 'status', message: M.completeOnlyStarted } });
  });
});

describe('what a missed session costs', () => {
  const late = { status: 'cancelled', cancelReason: REASON, lateCancellation: true } as const;

  it('keeps the fee and package unit a no-show is marked with, and nothing can change them after', () => {
    const marked = { ...scheduled, status: 'noShow', fee: 4000, usesPackageUnit: false } as const;
    const missed = stored(scheduled, marked, DONE_AT);
    expect(missed).toMatchObject({ status: 'noShow', fee: 4000, usesPackageUnit: false });
    const edited = stored(
      missed,
      { ...missed, notes: 'Called twice', fee: 0, usesPackageUnit: true },
      DONE_AT,
    );
    expect(edited).toMatchObject({ notes: 'Called twice', fee: 4000, usesPackageUnit: false });
  });

  it('lets a late cancellation carry a fee and keep its unit; an early one carries neither', () => {
    const lateOne = stored(scheduled, { ...scheduled, ...late, fee: 2000, usesPackageUnit: true }, MOVED_AT);
    expect(lateOne).toMatchObject({ lateCancellation: true, fee: 2000, usesPackageUnit: true });
    const early = stored(scheduled, { ...scheduled, status: 'cancelled', cancelReason: REASON }, MOVED_AT);
    expect(early).toMatchObject({ lateCancellation: false, fee: 0, usesPackageUnit: false });
  });

  it('refuses a fee on a cancellation that is not late, and on a plain edit keeps the stored one', () => {
    const withFee = { ...scheduled, status: 'cancelled', cancelReason: REASON, fee: 2000 } as const;
    expect(resolveSessionChange(scheduled, withFee, at(MOVED_AT))).toEqual({
      ok: false,
      error: { field: 'fee', message: M.feeOnlyMissed },
    });
    expect(stored(scheduled, { ...scheduled, fee: 9900 }, MOVED_AT).fee).toBe(0);
  });
});

describe('actions offered per status', () => {
  it('offers each status only the changes the machine accepts', () => {
    expect(sessionActions('scheduled')).toEqual([
      'join',
      'reschedule',
      'complete',
      'noShow',
      'cancel',
      'edit',
      'editNotes',
    ]);
    expect(sessionActions('rescheduled')).toEqual(sessionActions('scheduled'));
    expect(sessionActions('ongoing')).toEqual(['complete', 'edit', 'editNotes']);
    expect(sessionActions('completed')).toEqual(['editNotes']);
    expect(sessionActions('cancelled')).toEqual(['editNotes']);
    expect(sessionActions('noShow')).toEqual(['editNotes']);
    expect(SESSION_STATUS_CODES.filter(isFinalStatus)).toEqual(['completed', 'cancelled', 'noShow']);
  });
});
