// The next session's countdown as a clock reads ("1:05:09", "04:59"), digits in the UI's language.

const SECOND_MS = 1000;

/** Whole seconds left, shown as [h:]mm:ss; 0 and below read as 00:00. */
export function formatCountdown(remainingMs: number, locale: string): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const tail = `${two.format(minutes)}:${two.format(seconds)}`;
  return hours > 0 ? `${one.format(hours)}:${tail}` : tail;
}
