/**
 * A calendar day written long ("20 November 2026", "20 novembre 2026"), read in UTC: a day stored as
 * midnight UTC (a date of birth) or an instant shown as its day (an article's publication) is then the
 * same day for every reader, and in the server's HTML as in the browser.
 */
export function formatCalendarDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
