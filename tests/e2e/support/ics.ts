// An iCalendar file read back as a calendar program reads it (RFC 5545): lines unfolded, each
// `NAME;PARAMS:value` split, the calendar's own properties and each VEVENT's apart.
export type IcsEvent = Record<string, string>;
export type Ics = { method: string | undefined; events: IcsEvent[] };

/** The first VCALENDAR in `text` (an e-mail's text holds its calendar part); undefined when none. */
export function parseIcs(text: string): Ics | undefined {
  const start = text.indexOf('BEGIN:VCALENDAR');
  const end = text.indexOf('END:VCALENDAR', start);
  if (start < 0 || end < 0) return undefined;
  // A line starting with a space or a tab continues the one before.
  const lines = text
    .slice(start, end)
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
  const calendar: Ics = { method: undefined, events: [] };
  let event: IcsEvent | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = (line.slice(0, colon).split(';')[0] ?? '').toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && value === 'VEVENT') event = {};
    else if (name === 'END' && value === 'VEVENT' && event) {
      calendar.events.push(event);
      event = undefined;
    } else if (event) event[name] = value;
    else if (name === 'METHOD') calendar.method = value;
  }
  return calendar;
}

/** `20261201T090000Z` → the canonical ISO instant. */
export function icsInstant(value: string | undefined): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match;
  return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.000Z`;
}
