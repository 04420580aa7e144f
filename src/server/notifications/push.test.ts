import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_PARAM } from '#core/api';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type IssuedChatLink,
  PATIENT_CHAT_PATH,
} from '#core/chats/chat-link-api';
import type { NotificationRow } from '#core/notifications/notification-schema';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH, type PushPayload } from '#core/notifications/push-api';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { ChangesPage } from '#core/sync/types';
import type { ServerConfig } from '../config.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  type PushReceiver,
  startPushReceiver,
  type TestSubscription,
} from '../test-support/push-receiver.ts';
import { LAPTOP, PHONE, specialistDevice } from '../test-support/specialist-device.ts';
import { callJson, startTestServer, type TestServer } from '../test-support/test-server.ts';

const DELAY_MS = 200;

/** A server that pushes only when a test sweeps, to the local receiver's (trusted) certificate. */
function startPushServer(
  driver: (typeof TEST_DRIVERS)[number],
  receiver: PushReceiver,
  push: Pick<ServerConfig, 'pushServices' | 'pushAllowsPrivateAddresses'>,
) {
  return startTestServer(driver, { pushDelayMs: DELAY_MS, pushCa: receiver.ca, pushTimer: false, ...push });
}

/** A patient of the office writes in their chat: a notification for the specialist. Its patient id. */
async function patientWrites(
  server: TestServer,
  office: Pick<Awaited<ReturnType<typeof specialistDevice>>, 'call'>,
  text: string,
) {
  const id = crypto.randomUUID();
  await office.call('POST', '/api/patients', { ...SAMPLE_PATIENT, id, name: 'Amal Haddad' });
  const issued = await office.call<IssuedChatLink>('POST', chatLinkPath(id), {
    delivery: 'copy',
    language: 'EN',
  });
  const link = issued.body.data?.url.split('/chat-patient/')[1] ?? '';
  const answer = await callJson(server, 'POST', `${PATIENT_CHAT_PATH}/messages`, {
    headers: { [CHAT_LINK_HEADER]: link },
    body: { id: crypto.randomUUID(), text },
  });
  expect(answer.status).toBe(201);
  return id;
}

describe.each(TEST_DRIVERS)('Web Push on %s', (driver) => {
  let server: TestServer;
  let receiver: PushReceiver;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    // The local receiver is the push service, on loopback.
    server = await startPushServer(driver, receiver, {
      pushServices: [receiver.host],
      pushAllowsPrivateAddresses: true,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  async function specialist(language = 'EN') {
    const office = await specialistDevice(server, language);
    const { call } = office;
    const subscribe = async (device: string) => {
      const subscription = receiver.subscription();
      const { endpoint, keys } = subscription;
      expect((await call('POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint, keys }, device)).status).toBe(201);
      return subscription;
    };
    return { ...office, subscribe };
  }

  const deliveredTo = (subscription: TestSubscription) =>
    receiver.deliveries.filter((delivery) => subscription.endpoint.endsWith(delivery.path));
  const afterDelay = () => new Date(Date.now() + DELAY_MS + 10);

  it('gives the VAPID public key, and pushes an unseen notification, encrypted, in the specialist’s language', async () => {
    const office = await specialist('FR');
    const key = await office.call<{ publicKey: string }>('GET', PUSH_KEY_PATH);
    expect(key.body.data?.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const laptop = await office.subscribe(LAPTOP);
    const patientId = await patientWrites(server, office, 'Bonjour');

    expect(await server.pushSender.sweep(afterDelay())).toBe(1);
    const [delivery, ...more] = deliveredTo(laptop);
    expect(more).toEqual([]);
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivery?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(delivery?.body.toString('utf8')).not.toContain('Amal');
    const payload = laptop.decrypt(delivery as NonNullable<typeof delivery>) as PushPayload;
    expect(payload).toMatchObject({
      title: 'MindOffice',
      body: 'Nouveau message de Amal Haddad',
      target: `/chat/${patientId}`,
    });
    // Once only.
    expect(await server.pushSender.sweep(afterDelay())).toBe(0);
  });

  it('does not push what was read in the open app within the delay, nor a notification for another device', async () => {
    const office = await specialist();
    const laptop = await office.subscribe(LAPTOP);
    const phone = await office.subscribe(PHONE);
    await patientWrites(server, office, 'Seen at once');
    const pulled = await office.call<ChangesPage>('GET', '/api/sync/changes?since=0');
    const note = pulled.body.data?.changes.find((change) => change.entity === 'notification')
      ?.row as unknown as NotificationRow;
    const read = await office.call('PUT', `/api/notifications/${note.id}`, {
      baseVersion: note.version,
      changes: { readAt: new Date().toISOString() },
    });
    expect(read.status).toBe(200);

    // A session booked on the phone: news for the laptop only.
    const booked = await office.call(
      'POST',
      '/api/sessions',
      { ...SAMPLE_SESSION, id: crypto.randomUUID(), patientId: note.target.split('/')[2] },
      PHONE,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await server.pushSender.sweep(afterDelay())).toBe(1);
    expect(deliveredTo(phone)).toEqual([]);
    const [toLaptop] = deliveredTo(laptop);
    expect((laptop.decrypt(toLaptop as NonNullable<typeof toLaptop>) as PushPayload).body).toMatch(
      /^Session with Amal Haddad booked for /,
    );
  });

  it('forgets a subscription the push service says is gone, and one the specialist switches off', async () => {
    const office = await specialist();
    const laptop = await office.subscribe(LAPTOP);
    const phone = await office.subscribe(PHONE);
    receiver.forget(laptop);
    await patientWrites(server, office, 'Anyone?');
    expect(await server.pushSender.sweep(afterDelay())).toBe(1);
    const stored = async () =>
      (await server.database.db.select().from(pushSubscriptions)).map((row) => row.endpoint);
    expect(await stored()).not.toContain(laptop.endpoint);
    expect(await stored()).toContain(phone.endpoint);

    const off = await office.call<{ removed: number }>('DELETE', PUSH_SUBSCRIPTIONS_PATH, {
      endpoint: phone.endpoint,
    });
    expect(off.body.data?.removed).toBe(1);
    expect(await stored()).not.toContain(phone.endpoint);
  });

  it('refuses a subscription to anything but an https push service, with the reason in the user’s language', async () => {
    const office = await specialist('FR');
    const keys = { p256dh: 'a', auth: 'b' };
    for (const endpoint of [
      'http://127.0.0.1:9/push',
      'https://169.254.169.254/latest/meta-data',
      'https://push.example.test/send/1',
      `https://${receiver.host}.attacker.test/push`,
    ]) {
      const refused = await office.call('POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
    }
    // The app names the screen's language on every call.
    const refused = await office.call('POST', `${PUSH_SUBSCRIPTIONS_PATH}?${LANGUAGE_PARAM}=FR`, {
      endpoint: 'https://metadata.internal/push',
      keys,
    });
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Les notifications ne peuvent passer que par le service push de votre navigateur',
    });
    expect(await server.database.db.select().from(pushSubscriptions)).not.toContainEqual(
      expect.objectContaining({ endpoint: 'https://metadata.internal/push' }),
    );
  });

  it('refuses an endpoint another account holds, which keeps getting its pushes', async () => {
    const first = await specialist();
    const laptop = await first.subscribe(LAPTOP);
    const second = await specialist('AR');
    const taken = await second.call('POST', `${PUSH_SUBSCRIPTIONS_PATH}?${LANGUAGE_PARAM}=AR`, {
      endpoint: laptop.endpoint,
      keys: laptop.keys,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      success: false,
      message: 'هذا المتصفح يتلقى بالفعل إشعارات حساب آخر',
    });
    const [row] = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, laptop.endpoint));
    expect(row?.ownerId).toBe(first.user.id);
    // The holder registering it again (a new key after the browser renewed it) is still fine.
    expect(
      (await first.call('POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint: laptop.endpoint, keys: laptop.keys }))
        .status,
    ).toBe(201);
  });

  it('drops a stored subscription that is not on a push service, sending nothing there', async () => {
    const office = await specialist();
    const laptop = await office.subscribe(LAPTOP);
    // Stored before endpoints were checked.
    await server.database.db
      .update(pushSubscriptions)
      .set({ endpoint: 'https://169.254.169.254/latest' })
      .where(eq(pushSubscriptions.endpoint, laptop.endpoint));
    await patientWrites(server, office, 'Hello');
    expect(await server.pushSender.sweep(afterDelay())).toBe(0);
    expect(await server.database.db.select().from(pushSubscriptions)).not.toContainEqual(
      expect.objectContaining({ endpoint: 'https://169.254.169.254/latest' }),
    );
    expect(server.logLines.join('\n')).toContain('push endpoint dropped: not a push service');
  });
});

describe.each(TEST_DRIVERS)('Web Push to a name that resolves to a private address on %s', (driver) => {
  let server: TestServer;
  let receiver: PushReceiver;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    // "localhost" passes as a push service's host here, but resolves to loopback: never connected to.
    server = await startPushServer(driver, receiver, { pushServices: ['localhost'] });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('sends nothing and says why in the log', async () => {
    const office = await specialistDevice(server, 'EN');
    const subscription = receiver.subscription();
    const endpoint = subscription.endpoint.replace(receiver.host, 'localhost');
    expect(
      (await office.call('POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint, keys: subscription.keys }, LAPTOP))
        .status,
    ).toBe(201);
    await patientWrites(server, office, 'Hi');
    expect(await server.pushSender.sweep(new Date(Date.now() + DELAY_MS + 10))).toBe(0);
    expect(receiver.deliveries).toEqual([]);
    expect(server.logLines.join('\n')).toMatch(/web push failed.*non-public address/);
  });
});
