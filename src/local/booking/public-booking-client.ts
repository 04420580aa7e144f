/**
 * The public booking page's calls (#core/booking/booking-api), plain requests like the reading page's:
 * no local database and no HTTP client on a page for people without an account.
 */
import { bookingRequestsPath, type PublicBookingPage, publicBookingPath } from '#core/booking/booking-api';
import type { BookingRequestInput } from '#core/booking/booking-request-schema';

export type BookingPageAnswer =
  | { status: 'ok'; page: PublicBookingPage }
  | { status: 'not-found' }
  | { status: 'unreachable' };

export type BookingRequestAnswer =
  | { status: 'sent' }
  /** The server's message and, by field, what to fix (a time taken meanwhile is on `startsAt`). */
  | { status: 'refused'; message: string; errors: Record<string, string>; isTaken: boolean }
  | { status: 'unreachable' };

export async function fetchBookingPage(specialistId: string, language: string): Promise<BookingPageAnswer> {
  try {
    const response = await fetch(publicBookingPath(specialistId), { headers: { code: language } });
    if (response.status === 404) return { status: 'not-found' };
    if (!response.ok) return { status: 'unreachable' };
    const body = (await response.json()) as { data?: PublicBookingPage };
    return body.data ? { status: 'ok', page: body.data } : { status: 'not-found' };
  } catch {
    return { status: 'unreachable' };
  }
}

export async function sendBookingRequest(
  specialistId: string,
  request: BookingRequestInput,
): Promise<BookingRequestAnswer> {
  try {
    const response = await fetch(bookingRequestsPath(specialistId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', code: request.language.toLowerCase() },
      body: JSON.stringify(request),
    });
    if (response.ok) return { status: 'sent' };
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string>;
    };
    return {
      status: 'refused',
      message: body.message ?? '',
      errors: body.errors ?? {},
      isTaken: response.status === 409,
    };
  } catch {
    return { status: 'unreachable' };
  }
}
