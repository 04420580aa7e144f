/**
 * A session as an iCalendar event (the `ics` package) for the patient's calendar program. Its UID is
 * the session's, so a change updates the event and a cancellation removes it instead of adding
 * another; its SEQUENCE grows with each e-mail (the session's version), which is how a calendar knows
 * the newer one.
 */
import { createEvents, type EventAttributes } from 'ics';

export type CalendarSession = {
  id: string;
  version: number;
  startsAt: string;
  durationMinutes: number;
  title: string;
  description: string;
  organizer: { name: string; email: string };
};

export function sessionUid(sessionId: string): string {
  return `${sessionId}@mindoffice`;
}

export function sessionCalendar(session: CalendarSession, method: 'REQUEST' | 'CANCEL'): string {
  return seriesCalendar([session], method);
}

/** Several sessions (a recurring series booked or cancelled at once) as one calendar, an event each. */
export function seriesCalendar(sessions: readonly CalendarSession[], method: 'REQUEST' | 'CANCEL'): string {
  const { error, value } = createEvents(sessions.map((session) => eventOf(session, method)));
  if (error || !value) throw new Error(`calendar event not built: ${String(error)}`);
  return value;
}

function eventOf(session: CalendarSession, method: 'REQUEST' | 'CANCEL'): EventAttributes {
  return {
    uid: sessionUid(session.id),
    productId: 'mindoffice/sessions',
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    // The session's version only grows, whichever device wrote it: a later e-mail always wins.
    sequence: session.version,
    start: Date.parse(session.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: session.durationMinutes },
    title: session.title,
    description: session.description,
    organizer: session.organizer,
  };
}
