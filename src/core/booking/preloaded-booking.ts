/**
 * The booking page a `/book/{id}` answer was drawn with on the server (src/server/http/book-page.ts),
 * handed to the page's script in a JSON block, as the reading page's article is
 * (../articles/preloaded-article.ts): hydration starts from the data the markup shows.
 */
import type { PublicBookingPage } from './booking-api.ts';

export const PRELOADED_BOOKING_ELEMENT_ID = 'preloaded-booking';

/** Data, never run (the CSP runs no inline script); `<` escaped so no name can close the element. */
export function preloadedBookingElement(page: PublicBookingPage): string {
  const json = JSON.stringify(page).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRELOADED_BOOKING_ELEMENT_ID}">${json}</script>`;
}

/** The element's data; undefined when absent or not in the shape the server writes. */
export function parsePreloadedBooking(text: string | null | undefined): PublicBookingPage | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PublicBookingPage> | null;
    if (typeof value?.specialistId !== 'string' || typeof value.name !== 'string' || !value.slots)
      return undefined;
    return value as PublicBookingPage;
  } catch {
    return undefined;
  }
}
