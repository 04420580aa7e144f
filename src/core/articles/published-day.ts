/**
 * The day an article was published, as its reading page writes it: long, in UTC, so it is the same day
 * for every reader and in the server's HTML as in the browser.
 */
export function publishedDay(publishedAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(publishedAt),
  );
}
