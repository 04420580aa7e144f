// The time zones a specialist can pick, each labelled with its current UTC offset in the interface
// language ("(GMT+01:00) Europe/Paris"), sorted by offset then name, as zone pickers usually are.

type TimeZoneOption = { value: string; label: string };

const cache = new Map<string, TimeZoneOption[]>();

/** Every zone the engine knows, plus `current` when it is an alias the list leaves out (e.g. "UTC"). */
export function timeZoneOptions(locale: string, current: string): TimeZoneOption[] {
  let options = cache.get(locale);
  if (!options) {
    const now = Date.now();
    options = Intl.supportedValuesOf('timeZone')
      .map((zone) => ({ zone, offset: offsetMinutes(zone, now), label: labelOf(zone, locale, now) }))
      .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
      .map(({ zone, label }) => ({ value: zone, label }));
    cache.set(locale, options);
  }
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: labelOf(current, locale, Date.now()) }, ...options];
}

// Left-to-right isolates: inside Arabic text "GMT+01:00" and "Europe/Paris" would otherwise be
// reordered by the bidi algorithm ("01:00+غرينتش").
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';
const ltr = (text: string) => `${LTR_ISOLATE}${text}${POP_ISOLATE}`;

function labelOf(zone: string, locale: string, now: number): string {
  return `(${ltr(offsetName(zone, locale, now))}) ${ltr(zone.replaceAll('_', ' '))}`;
}

function offsetName(zone: string, locale: string, now: number): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(
    now,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** The zone's offset from UTC now, in minutes (for sorting; the label shows the localized form). */
function offsetMinutes(zone: string, now: number): number {
  const name = offsetName(zone, 'en', now);
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
