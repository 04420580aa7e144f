// A client installed from an older build (fewer synced entities, an older database version) pulls from
// the current server while another device writes rows of an entity that build does not know; then the
// app updates (the same database opened at the latest version) and every row must arrive. The real
// pull engine (src/local) runs on fake IndexedDB against the real server, on each database driver.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE } from '#core/articles/sample-article';
import type { SignInData } from '#core/auth';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { formatPullCursors, type PullCursors } from '#core/sync/pull-cursors';
import { ENTITY_TABLES } from '#core/sync/registry';
import { type ChangesPage, SYNC_PATHS } from '#core/sync/types';
import { closeDb, getDb, type MindofficeDb, openDb, wipeLocalData } from '../../src/local/db.ts';
import { SCHEMA_VERSIONS, SYNCED_TABLES } from '../../src/local/db-schema.ts';
import { mutate } from '../../src/local/sync/mutate.ts';
import { pullChanges } from '../../src/local/sync/pull.ts';
import { defaultReplayDeps, replayOutbox } from '../../src/local/sync/replayer.ts';
import { saveSignIn } from '../../src/local/token-store.ts';
import { TEST_DRIVERS } from '../../src/server/test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../../src/server/test-support/test-server.ts';

/**
 * The build before articles (version 11), chats (12), notifications (13) and every later entity: its
 * database, and the entities whose rows today's engine (which plays that build here) would write to
 * tables that database has. Sessions, kept in `sessionMonths` since version 20, are new to it too.
 */
const OLD_VERSIONS = SCHEMA_VERSIONS.filter((schema) => schema.version <= 10);
const OLD_TABLES = new Set(OLD_VERSIONS.flatMap((schema) => Object.keys(schema.stores)));
const STORED_IN = new Map<string, string>(
  SYNCED_TABLES.map((table) => [table.name, table.buckets?.table.name ?? table.name]),
);
const OLD_ENTITY_TABLES = Object.fromEntries(
  Object.entries(ENTITY_TABLES).filter(([, table]) => OLD_TABLES.has(STORED_IN.get(table) ?? table)),
);

describe.each(TEST_DRIVERS)('a client updated across new synced entities on %s', (driver) => {
  let server: TestServer;
  let session: SignInData;

  beforeAll(async () => {
    server = await startTestServer(driver);
    session = await signIn(server, await createUser(server));
    // The engine's HTTP client resolves /api paths against the page's origin.
    Object.assign(globalThis, { location: new URL(server.url) });
  });
  afterAll(async () => {
    await server?.stop();
    // The server suite's files share their worker's globals (vitest.server.config.ts: isolate false).
    Reflect.deleteProperty(globalThis, 'location');
  });
  afterEach(async () => {
    await wipeLocalData();
  });

  /** The other device: writes through the API as the app's replay would. */
  async function otherDevice(method: string, path: string, body: unknown) {
    const answer = await callJson(server, method, path, {
      body,
      token: session.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  }

  const fetchPage = async (cursors: PullCursors, limit: number): Promise<ChangesPage> => {
    const query = new URLSearchParams({ cursors: formatPullCursors(cursors), limit: String(limit) });
    const answer = await callJson<ChangesPage>(server, 'GET', `${SYNC_PATHS.changes}?${query}`, {
      token: session.token,
    });
    if (!answer.body.data) throw new Error(`pull failed: ${answer.status}`);
    return answer.body.data;
  };

  /** Pulls as the older build does: its database, its entities, small pages so cursors move often. */
  const pullAsOldBuild = (db: MindofficeDb) =>
    pullChanges({ db, fetchPage, now: Date.now, entityTables: OLD_ENTITY_TABLES }, 2);

  /** The app after its update: the same database opened at the latest version, every entity. */
  async function updateTheApp(oldDb: MindofficeDb): Promise<MindofficeDb> {
    oldDb.close();
    closeDb();
    const db = getDb();
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)?.version);
    return db;
  }

  async function writeOnTheOtherDevice() {
    const patientId = crypto.randomUUID();
    await otherDevice('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId, name: 'Nadia Benali' });
    const articles = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (const id of articles) await otherDevice('POST', '/api/articles', { ...SAMPLE_ARTICLE, id });
    const messages = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of messages) {
      await otherDevice('POST', '/api/chat-messages', { ...SAMPLE_CHAT_MESSAGE, id, patientId });
    }
    // A row of an entity the old build knows, written after the new entity's rows.
    const laterPatientId = crypto.randomUUID();
    await otherDevice('POST', '/api/patients', {
      ...SAMPLE_PATIENT,
      id: laterPatientId,
      name: 'Karim Haddad',
    });
    return { patients: [patientId, laterPatientId], articles, messages };
  }

  async function expectEveryRow(
    db: MindofficeDb,
    written: Awaited<ReturnType<typeof writeOnTheOtherDevice>>,
  ) {
    expect((await db.articles.bulkGet(written.articles)).map((row) => row?.id)).toEqual(written.articles);
    expect((await db.chatMessages.bulkGet(written.messages)).map((row) => row?.id)).toEqual(written.messages);
    expect((await db.patients.bulkGet(written.patients)).map((row) => row?.id)).toEqual(written.patients);
  }

  it('brings every row of the entities the old build skipped once it updates', async () => {
    const oldDb = openDb(OLD_VERSIONS);
    await saveSignIn(session, Date.now(), oldDb);
    const written = await writeOnTheOtherDevice();
    // The old build pulls everything it knows, page after page, past the versions of the new rows.
    await pullAsOldBuild(oldDb);
    expect(await oldDb.patients.bulkGet(written.patients)).toHaveLength(2);
    expect(oldDb.tables.map((table) => table.name)).not.toContain('articles');

    const db = await updateTheApp(oldDb);
    await pullChanges({ db, fetchPage, now: Date.now });
    await expectEveryRow(db, written);
  });

  it('brings them too to a client that was offline across the update, and replays what it queued', async () => {
    const oldDb = openDb(OLD_VERSIONS);
    await saveSignIn(session, Date.now(), oldDb);
    const known = crypto.randomUUID();
    await otherDevice('POST', '/api/patients', { ...SAMPLE_PATIENT, id: known, name: 'Salma Idrissi' });
    await pullAsOldBuild(oldDb);
    // Offline: the old build queues a patient, and the other device writes meanwhile.
    const typedOffline = crypto.randomUUID();
    await mutate(
      'patient.create',
      { ...SAMPLE_PATIENT, id: typedOffline, name: 'Youssef Amrani' },
      { db: oldDb },
    );
    const written = await writeOnTheOtherDevice();

    // Updated while still offline, then back online: replay, then pull, as the engine does.
    const db = await updateTheApp(oldDb);
    expect(await db.outbox.count()).toBe(1);
    expect(await replayOutbox(defaultReplayDeps())).toBe('idle');
    await pullChanges({ db, fetchPage, now: Date.now });
    await expectEveryRow(db, written);
    const stored = await db.patients.bulkGet([known, typedOffline]);
    expect(stored.map((row) => [row?.name, row?.version !== 0])).toEqual([
      ['Salma Idrissi', true],
      ['Youssef Amrani', true],
    ]);
  });
});
