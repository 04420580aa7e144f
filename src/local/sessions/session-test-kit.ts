/**
 * The local session tests' world: a signed-in device with one patient, a fixed "now" (Wednesday
 * 12 March 2031, 08:00 UTC) and bookings made through the real commands.
 */
import { afterEach, beforeEach } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { wipeLocalData } from '../db.ts';
import { createPatient } from '../patients/patient-commands.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { bookSession, type SessionDraft } from './session-commands.ts';

export const HOUR_MS = 3_600_000;
export const NOW = Date.UTC(2031, 2, 12, 8);
export const clock = { now: new Date(NOW).toISOString(), zone: 'UTC', firstDay: 1 as const };
export const options = { locale: 'en', now: new Date(NOW) };

/** Signs in and creates "Lina Haddad" before each test, wipes the device after; returns her id. */
export function withSignedInPatient(): { patientId: () => string } {
  let patientId = '';
  beforeEach(async () => {
    await saveSignIn(signInAnswer(), Date.now());
    patientId = await createPatient({ ...SAMPLE_PATIENT, name: 'Lina Haddad' });
  });
  afterEach(async () => {
    await wipeLocalData();
  });
  return { patientId: () => patientId };
}

/** An hour-long video session at `startMs` for 80.00, as the booking form would send it. */
export function sessionDraft(
  patientId: string,
  startMs: number,
  overrides: Partial<SessionDraft> = {},
): SessionDraft {
  return {
    patientId,
    startsAt: new Date(startMs).toISOString(),
    durationMinutes: 60,
    mode: 'video',
    type: 'single',
    packageId: null,
    charge: 8000,
    notes: '',
    ...overrides,
  };
}

/** Books through the real command; a refusal fails the test with its message. */
export async function bookAt(
  patientId: string,
  startMs: number,
  overrides: Partial<SessionDraft> = {},
): Promise<string> {
  const result = await bookSession(sessionDraft(patientId, startMs, overrides), options);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.id;
}
