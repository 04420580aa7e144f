// The booking page seen from the API: the specialist opens it on their profile, and a visitor asks for
// the first open hour the page offers (as the page would).
import { type APIRequestContext, expect } from '@playwright/test';
import {
  bookingRequestsPath,
  type PublicBookingPage,
  publicBookingPath,
} from '../../../src/core/booking/booking-api.ts';

/** Opens the account's public booking page (a profile change, as Edit profile makes it). */
export function openBookingPage(request: APIRequestContext, email: string, password: string, userId: string) {
  return setBookingPage(request, { email, password }, true, userId);
}

/** Opens or closes the account's public booking page; answers the account's id. */
export async function setBookingPage(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
  isOpen: boolean,
  knownUserId?: string,
): Promise<string> {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token, userId: signedInId } = (
    (await signedIn.json()) as { data: { token: string; userId: string } }
  ).data;
  const userId = knownUserId ?? signedInId;
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
  const profile = await request.get(`/api/profiles/${userId}`, { headers });
  expect(profile.status(), await profile.text()).toBe(200);
  const { version } = ((await profile.json()) as { data: { version: number } }).data;
  const opened = await request.put(`/api/profiles/${userId}`, {
    headers,
    data: { baseVersion: version, changes: { bookingPage: isOpen } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return userId;
}

/** The page's open hours of this length, as a visitor reads them. */
export async function openHours(request: APIRequestContext, userId: string, minutes: 30 | 60 = 60) {
  const answer = await request.get(publicBookingPath(userId));
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: PublicBookingPage }).data.slots[minutes];
}

/** A visitor's request for an hour of the page. */
export async function requestHour(
  request: APIRequestContext,
  userId: string,
  startsAt: string,
  person: { name: string; email: string },
) {
  const answer = await request.post(bookingRequestsPath(userId), {
    data: {
      startsAt,
      durationMinutes: 60,
      mode: 'video',
      phone: '+33612345678',
      message: '',
      language: 'EN',
      ...person,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
