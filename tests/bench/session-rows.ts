// Realistic session rows for the browser benches: one every working hour, half a year back and ahead
// of `aroundMs`, past ones completed (a tenth cancelled), future ones scheduled, each valid as the
// server would store it (money at 10 %, reference from the id, a history line).
import { SAMPLE_SESSION } from '../../src/core/sessions/sample-session.ts';
import type { SessionStatus } from '../../src/core/sessions/session-lists.ts';
import { sessionMoney } from '../../src/core/sessions/session-money.ts';
import { sessionReference } from '../../src/core/sessions/session-reference.ts';
import type { SessionRow } from '../../src/core/sessions/session-schema.ts';

const HOUR_MS = 3_600_000;
const WORKING_HOURS = [9, 10, 11, 12, 14, 15, 16, 17];

export function benchSessionRow(
  index: number,
  count: number,
  patientId: string,
  ownerId: string,
  aroundMs: number,
): SessionRow {
  const dayStart = Math.floor(aroundMs / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const offset = index - Math.floor(count / 2);
  const day = Math.floor(offset / WORKING_HOURS.length);
  const hour =
    WORKING_HOURS[((offset % WORKING_HOURS.length) + WORKING_HOURS.length) % WORKING_HOURS.length] ?? 9;
  const starts = dayStart + day * 24 * HOUR_MS + hour * HOUR_MS;
  const startsAt = new Date(starts).toISOString();
  const isPast = starts + HOUR_MS < aroundMs;
  const status: SessionStatus = !isPast ? 'scheduled' : index % 10 === 0 ? 'cancelled' : 'completed';
  const id = crypto.randomUUID();
  const charge = index % 2 === 0 ? 8000 : 4500;
  return {
    ...SAMPLE_SESSION,
    id,
    ownerId,
    version: index + 1,
    updatedAt: startsAt,
    deletedAt: null,
    patientId,
    startsAt,
    durationMinutes: charge === 8000 ? 60 : 30,
    mode: (['video', 'audio', 'chat'] as const)[index % 3] ?? 'video',
    status,
    ...sessionMoney(charge, 1000),
    reference: sessionReference(id),
    startedAt: status === 'completed' ? startsAt : null,
    completedAt: status === 'completed' ? new Date(starts + HOUR_MS).toISOString() : null,
    cancelledAt: status === 'cancelled' ? startsAt : null,
    cancelReason: status === 'cancelled' ? 'The patient is ill.' : null,
    history: [{ at: startsAt, status: 'scheduled', startsAt }],
  };
}
