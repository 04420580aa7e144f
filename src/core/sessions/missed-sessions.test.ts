import { describe, expect, it } from 'vitest';
import { feeEarnings, isLateCancellation, proposedFee, proposedMissedFee } from './missed-sessions.ts';

const STARTS_AT = '2026-12-01T10:00:00.000Z';

describe('missed sessions', () => {
  it('calls a cancellation late inside the notice period only, and never without one', () => {
    expect(isLateCancellation(STARTS_AT, '2026-11-30T10:00:01.000Z', 24)).toBe(true);
    expect(isLateCancellation(STARTS_AT, '2026-11-30T10:00:00.000Z', 24)).toBe(false);
    expect(isLateCancellation(STARTS_AT, '2026-12-01T09:59:00.000Z', 0)).toBe(false);
    // Cancelled after the start (the patient called late): late.
    expect(isLateCancellation(STARTS_AT, '2026-12-01T10:30:00.000Z', 12)).toBe(true);
  });

  it('proposes the policy share of the charge, rounded half up in minor units', () => {
    expect(proposedFee(8000, 50)).toBe(4000);
    expect(proposedFee(8001, 50)).toBe(4001);
    expect(proposedFee(8000, 0)).toBe(0);
    expect(proposedFee(333, 25)).toBe(83);
  });

  it('proposes no fee for a package session whose unit is used, the share otherwise', () => {
    expect(proposedMissedFee({ type: 'package', charge: 6000 }, 100, true)).toBe(0);
    expect(proposedMissedFee({ type: 'package', charge: 6000 }, 100, false)).toBe(6000);
    expect(proposedMissedFee({ type: 'single', charge: 6000 }, 50, true)).toBe(3000);
  });

  it('earns the fee less the commission at the booked rate', () => {
    expect(feeEarnings(4000, 1000)).toBe(3600);
    expect(feeEarnings(0, 1000)).toBe(0);
  });
});
