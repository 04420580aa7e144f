import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '#core/api';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type IssuedChatLink,
  PATIENT_CHAT_PATH,
} from '#core/chats/chat-link-api';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { sessionReference } from '#core/sessions/session-reference';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { LAPTOP, PHONE, specialistDevice } from '../test-support/specialist-device.ts';
import { callJson, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { sweepReminders } from './reminders.ts';

const MINUTE_MS = 60_000;

describe.each(TEST_DRIVERS)('notifications made on the server on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function specialist() {
    const office = await specialistDevice(server);
    const patient = async (name = 'Amal Haddad') => {
      const id = crypto.randomUUID();
      expect((await office.call('POST', '/api/patients', { ...SAMPLE_PATIENT, id, name })).status).toBe(201);
      return id;
    };
    return { ...office, patient };
  }

  it('gathers a patient’s unread messages in one notification that opens the conversation; once read, the next makes a new one', async () => {
    const office = await specialist();
    const patientId = await office.patient();
    const issued = await office.call<IssuedChatLink>('POST', chatLinkPath(patientId), {
      delivery: 'copy',
      language: 'EN',
    });
    const token = issued.body.data?.url.split('/chat-patient/')[1] ?? '';
    const write = (text: string) =>
      callJson(server, 'POST', `${PATIENT_CHAT_PATH}/messages`, {
        headers: { [CHAT_LINK_HEADER]: token },
        body: { id: crypto.randomUUID(), text },
      });
    expect((await write('Bonjour')).status).toBe(201);
    expect((await write('Are you there?')).status).toBe(201);
    const [gathered, ...others] = await office.notifications();
    expect(others).toEqual([]);
    expect(gathered).toMatchObject({
      kind: 'chatMessage',
      name: 'Amal Haddad',
      count: 2,
      target: `/chat/${patientId}`,
      audience: 'all',
      readAt: null,
    });

    const read = await office.call('PUT', `/api/notifications/${gathered?.id}`, {
      baseVersion: gathered?.version,
      changes: { readAt: new Date().toISOString() },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect((await write('One more')).status).toBe(201);
    const all = await office.notifications();
    expect(all.map((row) => [row.count, row.readAt === null])).toEqual(
      expect.arrayContaining([
        [2, false],
        [1, true],
      ]),
    );
  });

  it('lets a device only mark a notification read, once, and another specialist not at all', async () => {
    const office = await specialist();
    const stranger = await specialist();
    await office.call('POST', '/api/patient-chat/messages', {});
    await office.call('POST', '/api/sessions', { ...SAMPLE_SESSION, id: crypto.randomUUID() });
    // A refused write (no such patient) is the notification here.
    const [refusal] = await office.notifications();
    expect(refusal).toBeDefined();
    const path = `/api/notifications/${refusal?.id}`;
    const changeKind = await office.call('PUT', path, {
      baseVersion: refusal?.version,
      changes: { kind: 'sessionSoon' },
    });
    expect(changeKind.status).toBe(400);
    const theirs = await stranger.call('PUT', path, {
      baseVersion: refusal?.version,
      changes: { readAt: new Date().toISOString() },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await office.call('POST', '/api/notifications', { ...refusal, id: crypto.randomUUID() })).status,
    ).toBe(404);
  });

  it('tells only the device whose change was refused, with the reason in its language, once per key', async () => {
    const office = await specialist();
    const key = crypto.randomUUID();
    const body = { ...SAMPLE_SESSION, id: crypto.randomUUID() };
    const refused = () =>
      callJson(server, 'POST', '/api/sessions', {
        token: office.token,
        body,
        headers: { 'Idempotency-Key': key, [DEVICE_HEADER]: PHONE, code: 'FR' },
      });
    expect((await refused()).status).toBe(404);
    expect((await refused()).status).toBe(404);
    const notes = await office.notifications();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'changeRefused',
      audience: 'thisDevice',
      device: PHONE,
      target: '',
    });
    expect(notes[0]?.name).toMatch(/patient/i);
  });

  it('tells the other devices of a session booked or moved, and every device of a package nearly used up', async () => {
    const office = await specialist();
    const patientId = await office.patient('Yusuf Amrani');
    const offerId = crypto.randomUUID();
    const packageId = crypto.randomUUID();
    expect(
      (await office.call('POST', '/api/package-offers', { ...SAMPLE_PACKAGE_OFFER, id: offerId })).status,
    ).toBe(201);
    const sold = {
      ...SAMPLE_PACKAGE,
      id: packageId,
      offerId,
      patientId,
      sessionCount: 2,
      purchasedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60 * 24 * 60 * MINUTE_MS).toISOString(),
    };
    const soldAnswer = await office.call('POST', '/api/packages', sold);
    expect(soldAnswer.status, JSON.stringify(soldAnswer.body)).toBe(201);

    const book = async (startsAt: Date) => {
      const id = crypto.randomUUID();
      const iso = startsAt.toISOString();
      const booked = await office.call(
        'POST',
        '/api/sessions',
        {
          ...SAMPLE_SESSION,
          id,
          patientId,
          startsAt: iso,
          type: 'package',
          packageId,
          reference: sessionReference(id),
          history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt: iso }],
        },
        PHONE,
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      return { id, version: (booked.body.data as { version: number }).version };
    };
    const first = await book(new Date(Date.now() + 3 * 24 * 60 * MINUTE_MS));
    const notes = await office.notifications();
    expect(notes.filter((row) => row.kind === 'sessionBooked')).toEqual([
      expect.objectContaining({
        kind: 'sessionBooked',
        name: 'Yusuf Amrani',
        target: `/sessions-profile/${first.id}`,
        audience: 'otherDevices',
        device: PHONE,
      }),
    ]);
    await book(new Date(Date.now() + 10 * 24 * 60 * MINUTE_MS));
    const afterSecond = await office.notifications();
    expect(afterSecond.filter((row) => row.kind === 'packageNearlyUsed').map((row) => row.count)).toEqual([
      1, 0,
    ]);

    const movedTo = new Date(Date.now() + 4 * 24 * 60 * MINUTE_MS).toISOString();
    const moved = await office.call(
      'PUT',
      `/api/sessions/${first.id}`,
      { baseVersion: first.version, changes: { startsAt: movedTo, status: 'rescheduled' } },
      LAPTOP,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await office.notifications()).find((row) => row.kind === 'sessionRescheduled')).toMatchObject({
      time: movedTo,
      device: LAPTOP,
    });
  });

  it('reminds of a session 15 minutes ahead and of a package ending within 7 days, once each', async () => {
    const office = await specialist();
    const patientId = await office.patient('Nadia Benali');
    const startsAt = new Date(Date.now() + 10 * MINUTE_MS).toISOString();
    const sessionId = crypto.randomUUID();
    const booked = await office.call('POST', '/api/sessions', {
      ...SAMPLE_SESSION,
      id: sessionId,
      patientId,
      startsAt,
      reference: sessionReference(sessionId),
      history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const offerId = crypto.randomUUID();
    await office.call('POST', '/api/package-offers', { ...SAMPLE_PACKAGE_OFFER, id: offerId });
    const expiresAt = new Date(Date.now() + 3 * 24 * 60 * MINUTE_MS).toISOString();
    const sold = await office.call('POST', '/api/packages', {
      ...SAMPLE_PACKAGE,
      id: crypto.randomUUID(),
      offerId,
      patientId,
      purchasedAt: new Date(Date.now() - 87 * 24 * 60 * MINUTE_MS).toISOString(),
      expiresAt,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);

    const deps = { db: server.database.db, dbKind: server.database.kind, hub: server.hub };
    expect(await sweepReminders(deps, new Date())).toBeGreaterThanOrEqual(2);
    expect(await sweepReminders(deps, new Date())).toBe(0);
    const kinds = (await office.notifications()).filter((row) => row.kind !== 'sessionBooked');
    expect(kinds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'sessionSoon', name: 'Nadia Benali', time: startsAt }),
        expect.objectContaining({ kind: 'packageExpiring', name: SAMPLE_PACKAGE.name, time: expiresAt }),
      ]),
    );
  });
});
