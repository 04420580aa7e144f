// A credential review waiting for the admin, made through the API the way the profile page makes it:
// the specialist changes profession and title and adds a training, then the admin's list names it.
import { type APIRequestContext, expect } from '@playwright/test';
import { CREDENTIAL_REVIEWS_API } from '../../../src/core/credentials/credential-review-api.ts';
import { adminToken } from './onboarding-api.ts';

type Envelope<T> = { success: boolean; data: T; message?: string };
type Account = { email: string; password: string };

export const CHANGED_TRAINING = {
  title: 'certification',
  name: 'Solution-focused coaching',
  establishment: 'Coaching Academy',
  certificationDate: '2021-03-15',
  duration: '80 hours',
} as const;

/** Answers the id of the account's pending review (profession coach, title life coach, one training). */
export async function openCredentialReview(request: APIRequestContext, account: Account): Promise<string> {
  const credentials = { email: account.email, password: account.password };
  const signedIn = await request.post('/api/auth/sign-in', { data: credentials });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { token, userId } = ((await signedIn.json()) as Envelope<{ token: string; userId: string }>).data;
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get(`/api/profiles/${userId}`, { headers });
  const { version } = ((await current.json()) as Envelope<{ version: number }>).data;
  const changed = await request.put(`/api/profiles/${userId}`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      baseVersion: version,
      changes: { profession: 'coach', professionTitle: 'life_coach', trainings: [CHANGED_TRAINING] },
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const admin = await adminToken(request);
  const listed = await request.get(CREDENTIAL_REVIEWS_API.list, {
    headers: { authorization: `Bearer ${admin}` },
    params: { search: account.email },
  });
  const [review] = ((await listed.json()) as Envelope<{ items: { id: string }[] }>).data.items;
  if (!review) throw new Error(`no credential review for ${account.email}`);
  return review.id;
}
