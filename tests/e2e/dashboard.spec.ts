// The dashboard's day: sessions booked through the real API (another device of the specialist) reach
// the page through sync; the next one counts down, Join Now opens only inside its window, marks a chat-mode
// session Ongoing and opens its conversation; completing it there grows the day's earnings by its amount; an offline reload keeps all of it.
import type { APIRequestContext } from '@playwright/test';
import { SAMPLE_SESSION } from '../../src/core/sessions/sample-session.ts';
import { sessionMoney } from '../../src/core/sessions/session-money.ts';
import type { SessionRow } from '../../src/core/sessions/session-schema.ts';
import { dayEarnings } from './support/dashboard-page.ts';
import { expect, test } from './support/fixtures.ts';
import { zoneAtNoon } from './support/office-clock.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

// Offline reloads, installing and push need the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const specialist = E2E_SPECIALISTS.dashboard;
const MINUTE_MS = 60_000;
const CHARGE_MINOR = 4500;
const { amount: AMOUNT_MINOR } = sessionMoney(CHARGE_MINOR, SAMPLE_SESSION.commissionRateBps);

test.use({ timezoneId: zoneAtNoon().zone });
test.describe.configure({ mode: 'serial' });

async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  patientId: string,
  startsInMs: number,
): Promise<SessionRow> {
  const startsAt = new Date(Date.now() + startsInMs).toISOString();
  const answer = await request.post('/api/sessions', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      ...SAMPLE_SESSION,
      id: crypto.randomUUID(),
      patientId,
      startsAt,
      // Chat mode: its room is the conversation, where the session is completed (no camera here).
      mode: 'chat',
      durationMinutes: 30,
      currency: 'USD',
      ...sessionMoney(CHARGE_MINOR, SAMPLE_SESSION.commissionRateBps),
      history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: SessionRow }).data;
}

async function signInToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/sign-in', {
    data: { email: specialist.email, password: specialist.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

test('the next session counts down, Join Now opens in its window, completing it grows the day’s earnings, offline too', async ({
  app,
  page,
  request,
}) => {
  const surname = runSurname();
  const patients = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const token = await signInToken(request);
  const patient = await patients.create(apiPerson(`Nora ${surname}`, `nora.${surname}@example.com`));
  const later = await bookThroughApi(request, token, patient.id, 40 * MINUTE_MS);

  await app.signIn(specialist.email, specialist.password);
  const next = page.getByTestId('next-session');
  await expect(next.getByTestId('next-session-patient')).toHaveText(`Nora ${surname}`);
  const joinNow = next.getByRole('button', { name: 'Join Now' });
  await expect(joinNow).toBeDisabled();
  await expect(next.getByText('Join Now opens 10 minutes before the start.')).toBeVisible();
  const countdown = next.getByTestId('next-session-countdown');
  const first = await countdown.textContent();
  expect(first).toMatch(/^\d\d:\d\d$/);
  await expect(countdown).not.toHaveText(first ?? '');
  const before = await dayEarnings(page);

  // Booked on another device: it reaches the open page through sync and becomes the next session.
  const soon = await bookThroughApi(request, token, patient.id, 5 * MINUTE_MS);
  const soonRow = page.getByTestId('today-row').filter({ hasText: soon.reference });
  await expect(soonRow).toBeVisible();
  await expect(page.getByTestId('today-row').filter({ hasText: later.reference })).toBeVisible();
  await expect(soonRow.getByRole('button', { name: `Join ${soon.reference}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Join ${later.reference}` })).toHaveCount(0);
  await expect(joinNow).toBeEnabled();

  // Join Now opens the conversation, which is a chat-mode session's room, with its start marked.
  await joinNow.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${patient.id}$`));
  const marks = page.getByTestId('conversation-mark');
  await expect(marks).toHaveCount(1);
  await expect(marks.first()).toContainText('Session started');
  const bar = page.getByTestId('chat-session-bar');
  await bar.getByRole('button', { name: 'Mark completed' }).click();
  await expect(bar).toHaveCount(0);
  await expect(marks.last()).toContainText('Session ended');
  await page.goto(`/sessions-profile/${soon.id}`);
  await expect(page.getByText('Completed').first()).toBeVisible();

  await page.goto('/dashboard');
  await expect.poll(() => dayEarnings(page)).toBe(before + AMOUNT_MINOR);
  await expect(soonRow).toContainText('Completed');
  // The completed session is no longer next: the later one is.
  await expect(next.getByTestId('next-session-patient')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Join Now' })).toBeDisabled();

  await app.waitForServiceWorker();
  await app.goOffline();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => dayEarnings(page)).toBe(before + AMOUNT_MINOR);
  await expect(soonRow).toContainText('Completed');
  await expect(page.getByTestId('today-row').filter({ hasText: later.reference })).toBeVisible();
  await app.goOnline();
});
