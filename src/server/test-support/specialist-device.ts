/**
 * A signed-in specialist calling the API as one of their devices would: every call with a fresh
 * Idempotency-Key and the device's X-Device-Id (a second device is the last argument), and their
 * notifications as the devices pull them.
 */
import { eq } from 'drizzle-orm';
import { DEVICE_HEADER } from '#core/api';
import type { NotificationRow } from '#core/notifications/notification-schema';
import type { ChangesPage } from '#core/sync/types';
import { users } from '../db/schema.ts';
import { callJson, createUser, signIn, type TestServer } from './test-server.ts';

export const LAPTOP = 'laptop-0000-1111';
export const PHONE = 'phone-2222-3333';

export async function specialistDevice(server: TestServer, language = 'EN') {
  const user = await createUser(server);
  await server.database.db.update(users).set({ language }).where(eq(users.id, user.id));
  const session = await signIn(server, user);
  const call = <T>(method: string, path: string, body?: unknown, device = LAPTOP) =>
    callJson<T>(server, method, path, {
      ...(body !== undefined ? { body } : {}),
      token: session.token,
      headers: { 'Idempotency-Key': crypto.randomUUID(), [DEVICE_HEADER]: device },
    });
  const notifications = async () => {
    const pulled = await call<ChangesPage>('GET', '/api/sync/changes?since=0');
    return (pulled.body.data?.changes ?? [])
      .filter((change) => change.entity === 'notification')
      .map((change) => change.row as unknown as NotificationRow);
  };
  return { ...session, call, notifications };
}
