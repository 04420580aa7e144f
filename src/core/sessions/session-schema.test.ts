import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SAMPLE_SESSION, SAMPLE_SESSION_ID } from './sample-session.ts';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import { sessionMoney } from './session-money.ts';
import { SESSION_REFERENCE_PATTERN, sessionReference } from './session-reference.ts';
import {
  normalizeSessionFields,
  SESSION_HISTORY_MAX_ENTRIES,
  type SessionFields,
  sessionFieldEntries,
  sessionRuleIssue,
  timeZoneRule,
} from './session-schema.ts';

/** The field rules alone; the entity definition adds `sessionRuleIssue` as its cross-field rule. */
const fieldsSchema = v.strictObject(sessionFieldEntries);

/** The first issue as `field: message id`, or undefined when the input is valid. */
function firstIssue(input: unknown): string | undefined {
  const result = v.safeParse(fieldsSchema, input);
  if (result.success) return undefined;
  const issue = result.issues[0];
  return `${v.getDotPath(issue) ?? ''}: ${issue.message}`;
}

describe('session fields', () => {
  it('accepts the sample session unchanged and types its output as SessionFields', () => {
    expect(v.parse(fieldsSchema, SAMPLE_SESSION)).toEqual(SAMPLE_SESSION);
    expectTypeOf<v.InferOutput<typeof fieldsSchema>>().toEqualTypeOf<SessionFields>();
    expect(sessionRuleIssue(SAMPLE_SESSION)).toBeUndefined();
  });

  it('stores instants in the canonical UTC form, whatever offset they came with', () => {
    const parsed = v.parse(fieldsSchema, { ...SAMPLE_SESSION, startsAt: '2026-11-23T16:00+03:00' });
    expect(parsed.startsAt).toBe('2026-11-23T13:00:00.000Z');
  });

  it.each([
    ['', M.startsAtRequired],
    ['2026-02-30T10:00:00Z', M.instantInvalid], // no such day (Date.parse would say 2 March)
    ['2026-11-23T10:00:00', M.instantInvalid], // no zone: whose 10:00?
    ['2026-11-23 10:00:00Z', M.instantInvalid],
    ['1999-12-31T23:59:59Z', M.instantInvalid],
    ['2100-01-01T00:00:00Z', M.instantInvalid],
  ])('refuses the start %j', (startsAt, message) => {
    expect(firstIssue({ ...SAMPLE_SESSION, startsAt })).toBe(`startsAt: ${message.id}`);
  });

  it.each([
    ['patientId', 'not-a-uuid', M.patientRequired],
    ['durationMinutes', 45, M.durationRequired],
    ['mode', 'phone', M.modeRequired],
    ['type', 'group', M.typeRequired],
    ['status', 'missed', M.statusInvalid],
    ['currency', 'eur', M.currencyInvalid],
    ['currency', '€', M.currencyInvalid],
    ['charge', -1, M.chargeInvalid],
    ['charge', 45.5, M.chargeInvalid],
    ['charge', 1_000_000_001, M.chargeInvalid],
    ['commissionRateBps', 10_001, M.commissionRateInvalid],
    ['commissionRateBps', 10.5, M.commissionRateInvalid],
    ['reference', 'S-7K3Q9F', M.referenceInvalid],
    ['reference', 'S-IL0U0000', M.referenceInvalid],
    ['notes', 'n'.repeat(5001), M.notesTooLong],
    ['cancelReason', 'r'.repeat(501), M.cancelReasonTooLong],
    ['startedAt', 'yesterday', M.instantInvalid],
  ] as const)('refuses an invalid %s', (field, value, message) => {
    expect(firstIssue({ ...SAMPLE_SESSION, [field]: value })).toBe(`${field}: ${message.id}`);
  });

  it('keeps notes as typed, up to 5,000 characters', () => {
    const notes = `  ${'n'.repeat(4996)}\n `;
    expect(v.parse(fieldsSchema, { ...SAMPLE_SESSION, notes }).notes).toBe(notes);
  });

  it('caps the status history', () => {
    const entry = { at: '2026-11-20T09:00:00.000Z', status: 'rescheduled' };
    const history = Array.from({ length: SESSION_HISTORY_MAX_ENTRIES + 1 }, () => entry);
    expect(firstIssue({ ...SAMPLE_SESSION, history })).toBe(`history: ${M.historyInvalid.id}`);
    expect(firstIssue({ ...SAMPLE_SESSION, history: [{ ...entry, extra: 1 }] })).toMatch(M.historyInvalid.id);
  });

  it('ties the package to the type: none for a single session, one for a package session', () => {
    const packageId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(sessionRuleIssue({ ...SAMPLE_SESSION, packageId })).toEqual({
      field: 'packageId',
      message: M.packageNotAllowed.id,
    });
    expect(sessionRuleIssue({ ...SAMPLE_SESSION, type: 'package' })).toEqual({
      field: 'packageId',
      message: M.packageRequired.id,
    });
    expect(sessionRuleIssue({ ...SAMPLE_SESSION, type: 'package', packageId })).toBeUndefined();
  });

  it('drops the package of a session that became single, and nothing else', () => {
    const packageId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(normalizeSessionFields({ ...SAMPLE_SESSION, packageId })).toEqual(SAMPLE_SESSION);
    const packaged: SessionFields = { ...SAMPLE_SESSION, type: 'package', packageId };
    expect(normalizeSessionFields(packaged)).toBe(packaged);
    const inconsistent = { ...SAMPLE_SESSION, commission: 0 };
    expect(normalizeSessionFields(inconsistent)).toBe(inconsistent);
  });

  it('refuses money that does not follow from the charge and the rate, on the field that is off', () => {
    const off = (fields: SessionFields) => sessionRuleIssue(fields)?.field;
    expect(off({ ...SAMPLE_SESSION, commission: 0 })).toBe('commission');
    expect(off({ ...SAMPLE_SESSION, totalAmount: 8800 })).toBe('totalAmount');
    expect(sessionRuleIssue({ ...SAMPLE_SESSION, amount: 0 })?.message).toBe(M.moneyInconsistent.id);
    expect(sessionRuleIssue({ ...SAMPLE_SESSION, ...sessionMoney(1234, 1000) })).toBeUndefined();
  });

  it('refuses unknown fields', () => {
    expect(v.safeParse(fieldsSchema, { ...SAMPLE_SESSION, ownerId: 'x' }).success).toBe(false);
  });
});

describe('time zone of the specialist', () => {
  it('accepts IANA zones the engine knows and refuses anything else', () => {
    for (const zone of ['Europe/Paris', 'Asia/Riyadh', 'Africa/Casablanca', 'America/New_York'])
      expect(v.safeParse(timeZoneRule, zone).success).toBe(true);
    for (const zone of ['', 'Paris', 'Europe/Atlantis', 42]) {
      const result = v.safeParse(timeZoneRule, zone);
      expect(result.issues?.[0]?.message).toBe(M.timeZoneInvalid.id);
    }
  });
});

describe('session reference', () => {
  it('is S- and 8 unambiguous characters, the same for the same UUID on every device', () => {
    const reference = sessionReference(SAMPLE_SESSION_ID);
    // Pinned: every device and the server must keep computing the references already shown.
    expect(reference).toBe('S-KD1S12VY');
    expect(reference).toMatch(SESSION_REFERENCE_PATTERN);
    expect(sessionReference(SAMPLE_SESSION_ID.toUpperCase())).toBe(reference);
  });

  it('spreads near-identical UUIDs (sequential or time-ordered) over distinct references', () => {
    const references = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const reference = sessionReference(
        `01935c6e-${(i % 65536).toString(16).padStart(4, '0')}-7000-8000-${i.toString(16).padStart(12, '0')}`,
      );
      expect(reference).toMatch(SESSION_REFERENCE_PATTERN);
      references.add(reference);
    }
    expect(references.size).toBe(20_000);
  });
});
