// The spec's date format on screen (DD/MM/YYYY) and the ISO calendar date on the wire (YYYY-MM-DD).

const DISPLAY_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "07/03/1990" → "1990-03-07"; null when the text is not a real DD/MM/YYYY date. */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "1990-03-07" → "07/03/1990". */
export function formatDisplayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : iso;
}
