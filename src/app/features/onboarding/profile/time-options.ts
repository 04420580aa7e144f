// Availability times: every half hour, sent as 24-hour "HH:mm" (the contract) and shown with AM/PM
// (the spec), in the interface language.

const STEP_MINUTES = 30;

export type TimeOption = { value: string; label: string };

export function timeOptions(locale: string): TimeOption[] {
  const format = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  });
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += STEP_MINUTES) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    options.push({ value, label: format.format(new Date(Date.UTC(2000, 0, 1, 0, minutes))) });
  }
  return options;
}
