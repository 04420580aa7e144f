/**
 * The public booking page's calls (no sign-in): `GET /api/public/booking/{specialist}` answers the
 * page's data when the specialist opened it (404 otherwise, like an unknown id); `POST
 * /api/public/booking/{specialist}/requests` takes a request (rate-limited per client).
 */
import type { Currency } from '../onboarding/practice-lists.ts';
import type { SessionMode } from '../sessions/session-lists.ts';

export const PUBLIC_BOOKING_PATH = '/api/public/booking';
export const publicBookingPath = (specialistId: string) => `${PUBLIC_BOOKING_PATH}/${specialistId}`;
export const bookingRequestsPath = (specialistId: string) => `${publicBookingPath(specialistId)}/requests`;
export const bookingPhotoPath = (specialistId: string) => `${publicBookingPath(specialistId)}/photo`;
/** The page itself. */
export const bookingPage = (specialistId: string) => `/book/${specialistId}`;

export type PublicBookingPage = {
  specialistId: string;
  name: string;
  professionTitle: string | null;
  hasPhoto: boolean;
  /** The zone the slots are the specialist's hours in. */
  timeZone: string;
  currency: Currency;
  /** Hundredths of `currency`, as the profile stores them; null when not set. */
  price30Cents: number | null;
  price60Cents: number | null;
  modes: readonly SessionMode[];
  /** Open starts (canonical instants) by session length. */
  slots: { 30: string[]; 60: string[] };
};
