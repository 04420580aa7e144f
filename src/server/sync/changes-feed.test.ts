import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleBody, SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { bookingRequestsPath, type PublicBookingPage, publicBookingPath } from '#core/booking/booking-api';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import {
  SAMPLE_PATIENT_DOCUMENT,
  SAMPLE_RECORD_ADDENDUM,
  SAMPLE_RECORD_ENTRY,
} from '#core/record/sample-record';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { SessionRow } from '#core/sessions/session-schema';
import type { ChangesPage } from '#core/sync/types';
import { bookingRequests } from '../db/schema.ts';
import { SAMPLE } from '../onboarding/test-kit.ts';
import { SERVER_ENTITIES } from '../synced-entities.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import type { SyncedRecord } from './entity-definition.ts';
import { toWire } from './entity-store.ts';
import { isoInstant } from './wire-row-sql.ts';

describe.each(TEST_DRIVERS)('the pull rendered in SQL on %s', (driver) => {
  let server: TestServer;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    server = await startTestServer(driver);
    const ownerUser = await createUser(server);
    const stranger = await createUser(server);
    owner = { id: ownerUser.id, token: (await signIn(server, ownerUser)).token };
    // The profile: generated ids, nullable text, jsonb lists of objects.
    await seedProfile(server.database, owner.id, {
      ...SAMPLE_PROFILE,
      youtubeUrl: null,
      videoFileId: crypto.randomUUID(),
      bookingPage: true,
    });
    const strangerToken = (await signIn(server, stranger)).token;
    const send = (method: string, path: string, body: unknown, token = owner.token) =>
      callJson<SessionRow>(server, method, path, {
        body,
        token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    // Patients and sessions interleaved in version order, with a tombstone of each, a company and
    // its employee, every instant of a session's life, and the stranger's rows in between.
    const company = crypto.randomUUID();
    await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id: company, type: 'company', gender: null });
    const patientId = crypto.randomUUID();
    await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId, companyId: company });
    await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id: crypto.randomUUID() }, strangerToken);
    for (let day = 1; day <= 4; day += 1) {
      const startsAt = new Date(Date.UTC(2031, 0, day, 9)).toISOString();
      const id = crypto.randomUUID();
      const booked = await send('POST', '/api/sessions', { ...SAMPLE_SESSION, id, patientId, startsAt });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      let version = booked.body.data?.version ?? 0;
      for (const status of day === 1 ? ['ongoing', 'completed'] : day === 2 ? ['cancelled'] : []) {
        const changes = status === 'cancelled' ? { status, cancelReason: 'Ill "today"\n' } : { status };
        const answer = await send('PUT', `/api/sessions/${id}`, { baseVersion: version, changes });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        version = answer.body.data?.version ?? 0;
      }
      if (day === 3) await send('DELETE', `/api/sessions/${id}`, undefined);
      await send('POST', '/api/patients', {
        ...SAMPLE_PATIENT,
        id: crypto.randomUUID(),
        name: `P ${day} ✓ عربي`,
      });
    }
    // An archived offer and two packages sold from it (booleans, jsonb modes, instants), one deleted.
    const offerId = crypto.randomUUID();
    await send('POST', '/api/package-offers', {
      ...SAMPLE_PACKAGE_OFFER,
      id: offerId,
      modes: ['chat', 'video'],
    });
    for (const deleted of [false, true]) {
      const id = crypto.randomUUID();
      const sold = { ...SAMPLE_PACKAGE, id, offerId, patientId: company, paid: deleted };
      expect((await send('POST', '/api/packages', sold)).status).toBe(201);
      if (deleted) await send('DELETE', `/api/packages/${id}`, undefined);
    }
    const archived = await send('PUT', `/api/package-offers/${offerId}`, {
      baseVersion: 0,
      changes: { archived: true },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const gone = crypto.randomUUID();
    await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id: gone, dateOfBirth: null });
    await send('DELETE', `/api/patients/${gone}`, undefined);
    // Articles: jsonb documents with quotes and Arabic, nullable columns, a publication instant, a tombstone.
    const articleId = crypto.randomUUID();
    const article = { ...SAMPLE_ARTICLE, id: articleId, contentFr: articleBody(['« Dormir » \\ "bien"']) };
    expect((await send('POST', '/api/articles', article)).status).toBe(201);
    const banner = new FormData();
    banner.append('field', 'bannerFileId');
    banner.append('fileId', crypto.randomUUID());
    banner.append('file', new Blob([new Uint8Array(SAMPLE.png())]), 'banner.png');
    const uploaded = await fetch(`${server.url}/api/articles/${articleId}/files`, {
      method: 'POST',
      body: banner,
      headers: { authorization: `Bearer ${owner.token}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(uploaded.status).toBe(200);
    const published = await send('PUT', `/api/articles/${articleId}`, {
      baseVersion: 0,
      changes: { status: 'published' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const draftGone = crypto.randomUUID();
    await send('POST', '/api/articles', {
      ...SAMPLE_ARTICLE,
      id: draftGone,
      category: null,
      contentEn: null,
    });
    await send('DELETE', `/api/articles/${draftGone}`, undefined);
    // Chat messages: multi-line text with quotes and Arabic, a sending instant, a null read time.
    await send('POST', '/api/chat-messages', {
      ...SAMPLE_CHAT_MESSAGE,
      id: crypto.randomUUID(),
      patientId,
      text: 'Line "one" \\\nسطر ٢',
    });
    // The clinical record: jsonb sections with quotes and Arabic, a plan with a null target date, a
    // signing instant, an addendum, and a deleted draft's tombstone.
    const noteId = crypto.randomUUID();
    const note = {
      ...SAMPLE_RECORD_ENTRY,
      id: noteId,
      patientId,
      sections: { subjective: 'Dort "mieux" \\ يقول إنه ينام أفضل', plan: 'Next: exposure' },
    };
    expect((await send('POST', '/api/record-entries', note)).status).toBe(201);
    const signed = await send('PUT', `/api/record-entries/${noteId}`, {
      baseVersion: 0,
      changes: { status: 'signed' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const addendum = { ...SAMPLE_RECORD_ADDENDUM, id: crypto.randomUUID(), entryId: noteId, patientId };
    expect((await send('POST', '/api/record-addenda', addendum)).status).toBe(201);
    const plan = {
      ...SAMPLE_RECORD_ENTRY,
      id: crypto.randomUUID(),
      patientId,
      kind: 'plan',
      template: 'plan',
      sections: {},
      plan: {
        problems: [{ id: crypto.randomUUID(), text: 'Panic « attacks »' }],
        goals: [{ id: crypto.randomUUID(), text: 'Take the metro', targetDate: null, status: 'open' }],
        reviewedOn: '2030-05-14',
      },
    };
    expect((await send('POST', '/api/record-entries', plan)).status).toBe(201);
    const draftNote = crypto.randomUUID();
    await send('POST', '/api/record-entries', { ...SAMPLE_RECORD_ENTRY, id: draftNote, patientId });
    await send('DELETE', `/api/record-entries/${draftNote}`, undefined);
    // A patient's document: a title with quotes and Arabic, an integer size, an instant, a null file.
    await send('POST', '/api/patient-documents', {
      ...SAMPLE_PATIENT_DOCUMENT,
      id: crypto.randomUUID(),
      patientId,
      title: 'Lettre "adressée" \\ رسالة',
    });
    // A booking request from the owner's page: a message with quotes and Arabic, then declined.
    const page = await callJson<PublicBookingPage>(server, 'GET', publicBookingPath(owner.id), {});
    const asked = await callJson(server, 'POST', bookingRequestsPath(owner.id), {
      body: {
        startsAt: page.body.data?.slots[60][0],
        durationMinutes: 60,
        mode: 'audio',
        name: 'Ana Booker',
        email: 'ana@example.test',
        phone: '+33612345678',
        message: 'Un "créneau" \\ موعد',
        language: 'FR',
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const [request] = await server.database.db.select({ id: bookingRequests.id }).from(bookingRequests);
    await send('PUT', `/api/booking-requests/${request?.id}`, {
      baseVersion: 0,
      changes: { status: 'declined' },
    });
    // Microseconds the wire drops (a JS Date keeps milliseconds): truncated, never rounded.
    await server.database.db.execute(
      sql`update patients set updated_at = '2030-06-01T10:20:30.999999Z' where id = ${patientId}`,
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  /**
   * The page as it was built before the SQL rendering: the named entities' records after each one's
   * cursor, toWire, merged by version; every cursor then stands at the page's last version.
   */
  async function expectedPage(cursors: Record<string, number>, limit: number): Promise<ChangesPage> {
    const all = [];
    for (const entity of SERVER_ENTITIES) {
      const since = cursors[entity.synced.name];
      if (since === undefined) continue;
      const records = (await server.database.db
        .select()
        .from(entity.table)
        .where(eq(entity.table.ownerId, owner.id))) as SyncedRecord[];
      for (const record of records) {
        if (record.version > since) all.push({ entity: entity.synced.name, row: toWire(entity, record) });
      }
    }
    all.sort((a, b) => a.row.version - b.row.version);
    const changes = all.slice(0, limit);
    const last = changes.at(-1)?.row.version;
    const after = Object.fromEntries(
      Object.entries(cursors).map(([name, since]) => [name, Math.max(since, last ?? since)]),
    );
    const cursor = last ?? Math.min(...Object.values(cursors));
    return { changes, cursors: after, cursor, hasMore: all.length > limit };
  }

  const everyEntity = (since: number) =>
    Object.fromEntries(SERVER_ENTITIES.map((entity) => [entity.synced.name, since]));

  it('answers every page as the toWire rows merged by version, keys in the same order', async () => {
    const full = await expectedPage(everyEntity(0), 1000);
    expect(new Set(full.changes.map((change) => change.entity))).toEqual(
      new Set(SERVER_ENTITIES.map((entity) => entity.synced.name)),
    );
    const versions = [0, ...full.changes.map((change) => change.row.version)];
    for (const since of versions) {
      for (const limit of [1, 2, 3, 7, 1000]) {
        const answer = await callJson<ChangesPage>(
          server,
          'GET',
          `/api/sync/changes?since=${since}&limit=${limit}`,
          { token: owner.token },
        );
        expect(answer.status).toBe(200);
        // Stringified again so the comparison sees key order too (jsonb history has its own spacing).
        expect(JSON.stringify(answer.body)).toBe(
          JSON.stringify({ success: true, data: await expectedPage(everyEntity(since), limit) }),
        );
      }
    }
  });

  it('answers only the entities a client names, each from its own cursor, and moves none past a row it did not send', async () => {
    const full = await expectedPage(everyEntity(0), 1000);
    const middle = full.changes[Math.floor(full.changes.length / 2)]?.row.version ?? 0;
    // An older client: it knows patients and sessions (the patients pulled to the middle) and a newer
    // server's articles are new to it; it also names an entity this server has never heard of.
    const cursors = { patient: middle, session: 0, article: 0, appointmentNote: 0 };
    const named = { patient: middle, session: 0, article: 0 };
    let asked: Record<string, number> = cursors;
    const received = [];
    for (;;) {
      const query = Object.entries(asked)
        .map(([name, since]) => `${name}:${since}`)
        .join(',');
      const answer = await callJson<ChangesPage>(
        server,
        'GET',
        `/api/sync/changes?cursors=${query}&limit=2`,
        {
          token: owner.token,
        },
      );
      expect(answer.status).toBe(200);
      const page = answer.body.data as ChangesPage;
      const { appointmentNote: _unknown, ...known } = asked;
      expect(JSON.stringify(page)).toBe(JSON.stringify(await expectedPage(known, 2)));
      received.push(...page.changes.map((change) => `${change.entity}:${change.row.id}`));
      asked = { ...asked, ...page.cursors };
      if (!page.hasMore) break;
    }
    const wanted = (await expectedPage(named, 1000)).changes.map(
      (change) => `${change.entity}:${change.row.id}`,
    );
    expect(received).toEqual(wanted);
    expect(received.some((key) => key.startsWith('article:'))).toBe(true);
    expect(received.some((key) => key.startsWith('chatMessage:'))).toBe(false);
  });

  it('refuses malformed cursors with 400, reading nothing', async () => {
    for (const cursors of [
      'patient',
      'patient:-1',
      'patient:1:2',
      'patient:1,patient:2',
      '9x:1',
      'patient:99999999999999999',
    ]) {
      const answer = await callJson(
        server,
        'GET',
        `/api/sync/changes?cursors=${encodeURIComponent(cursors)}`,
        {
          token: owner.token,
        },
      );
      expect(answer.status, cursors).toBe(400);
    }
  });

  it('writes an instant as toISOString does, whatever the database session’s DateStyle and TimeZone', async () => {
    const instants = ['2030-06-01T10:20:30.999999Z', '2031-01-02T03:04:05.07Z', '2099-12-31T23:59:59Z'];
    const written = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local datestyle = 'SQL, DMY'`);
      await tx.execute(sql`set local timezone = 'Asia/Kolkata'`);
      const rows = [];
      for (const instant of instants) {
        const result = await tx.execute(
          sql`select ${isoInstant(sql`(${instant}::timestamptz at time zone 'UTC')`)} as wire`,
        );
        rows.push((result as unknown as { rows: { wire: string }[] }).rows[0]?.wire);
      }
      return rows;
    });
    expect(written).toEqual([
      '2030-06-01T10:20:30.999Z',
      '2031-01-02T03:04:05.070Z',
      '2099-12-31T23:59:59.000Z',
    ]);
  });

  it('writes the time of a change truncated to milliseconds, as a JS Date does', async () => {
    const answer = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: owner.token,
    });
    const updated = answer.body.data?.changes.map((change) => change.row.updatedAt);
    expect(updated).toContain('2030-06-01T10:20:30.999Z');
  });
});
