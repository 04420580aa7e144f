// The booking page seen from the API: the specialist opens it on their profile, and a visitor asks for
// the first open hour the page offers (as the page would).
import { type APIRequestContext, expect } from '@playwright/test';
import {
  bookingRequestsPath,
  type PublicBookingPage,
  publicBookingPath,
} from '../../../src/core/booking/booking-api.ts';
import { PatientsApi } from './patients-api.ts';

/** Opens the account's public booking page (a profile change, as Edit profile makes it). */
export async function openBookingPage(
  request: APIRequestContext,
  email: string,
  password: string,
  userId: string,
) {
  const token = (await PatientsApi.signIn(request, email, password)).accessToken();
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
  const profile = await request.get(`/api/profiles/${userId}`, { headers });
  expect(profile.status(), await profile.text()).toBe(200);
  const { version } = ((await profile.json()) as { data: { version: number } }).data;
  const opened = await request.put(`/api/profiles/${userId}`, {
    headers,
    data: { baseVersion: version, changes: { bookingPage: true } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
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
