// The booking page the server drew this page with (#core/booking/preloaded-booking). In the browser it
// is read once from the page's JSON block; the server's render passes its own (prerender/render-page.tsx).
import { createContext } from 'react';
import type { PublicBookingPage } from '#core/booking/booking-api';
import { PRELOADED_BOOKING_ELEMENT_ID, parsePreloadedBooking } from '#core/booking/preloaded-booking';

function fromDocument(): PublicBookingPage | undefined {
  if (typeof document === 'undefined') return undefined;
  return parsePreloadedBooking(document.getElementById(PRELOADED_BOOKING_ELEMENT_ID)?.textContent);
}

export const PreloadedBookingContext = createContext<PublicBookingPage | undefined>(fromDocument());
