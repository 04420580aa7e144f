import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_PATHS } from '#core/account-data';
import { chatLinkPath, type IssuedChatLink } from '#core/chats/chat-link-api';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { type ChatWorld, startChatWorld } from '../chats/chat-test-kit.ts';
import { accessEvents, patients, users } from '../db/schema.ts';
import { adminToken, SAMPLE } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { createUser, signIn } from '../test-support/test-server.ts';
import type { PracticeExport } from './practice-export.ts';

describe.each(TEST_DRIVERS)('a specialist’s own data on %s', (driver) => {
  let world: ChatWorld;

  beforeAll(async () => {
    world = await startChatWorld(driver);
  });
  afterAll(async () => {
    await world?.stop();
  });

  /** A specialist of their own with a patient who sent a document through their link. */
  async function practice() {
    const account = await createUser(world.server);
    const token = (await signIn(world.server, account)).token;
    const patientId = crypto.randomUUID();
    const email = `nadia.${crypto.randomUUID()}@test.local`;
    const created = await world.office(
      'POST',
      '/api/patients',
      { ...SAMPLE_PATIENT, id: patientId, name: 'Nadia Ziani', email },
      token,
    );
    expect(created.status).toBe(201);
    const issued = await world.office<IssuedChatLink>(
      'POST',
      chatLinkPath(patientId),
      { delivery: 'email', language: 'FR' },
      token,
    );
    const link = world.tokenOf(issued.body.data?.url ?? '');
    const sent = await world.patientSends(link, crypto.randomUUID(), SAMPLE.pdf(), 'Bilan.pdf');
    expect(sent.status).toBe(201);
    return { account, token, patientId, email };
  }

  const exportOf = (token: string) =>
    fetch(`${world.server.url}${ACCOUNT_DATA_PATHS.export}`, {
      headers: { authorization: `Bearer ${token}`, 'X-Device-Id': 'laptop-0123456789' },
    });

  it('exports the whole practice as one ZIP: every live row, the account, and every file’s bytes', async () => {
    const { account, token, patientId } = await practice();
    const answer = await exportOf(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(
      /attachment; filename="mindoffice-practice-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const archive = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const data = JSON.parse(strFromU8(archive['practice.json'] ?? new Uint8Array())) as PracticeExport;
    expect(data.account).toMatchObject({ id: account.id, email: account.email });
    expect(JSON.stringify(data.account)).not.toContain('passwordHash');
    expect(data.entities.patient?.map((row) => row.name)).toEqual(['Nadia Ziani']);
    expect(data.entities.chatMessage?.map((row) => row.patientId)).toEqual([patientId]);
    const [file] = data.files;
    expect(file).toMatchObject({ kind: 'attachment', name: 'Bilan.pdf', path: 'files/001-Bilan.pdf' });
    expect(archive['files/001-Bilan.pdf']).toEqual(new Uint8Array(SAMPLE.pdf()));
    // Nothing of another practice.
    expect(JSON.stringify(data)).not.toContain('Amal Haddad');
    const lines = await world.server.database.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.ownerId, account.id));
    expect(lines.filter((line) => line.subject === 'practice')).toEqual([
      expect.objectContaining({ action: 'export', subjectId: account.id, device: 'laptop-0123456789' }),
    ]);
  });

  it('is the office’s only: an administrator and an anonymous caller are refused', async () => {
    expect((await exportOf(await adminToken(world.server))).status).toBe(403);
    expect((await fetch(`${world.server.url}${ACCOUNT_DATA_PATHS.export}`)).status).toBe(401);
  });

  it('closes the account with the password: everything goes, sessions end, a last e-mail confirms', async () => {
    const { account, token, email } = await practice();
    const { db } = world.server.database;
    const wrong = await world.office('POST', ACCOUNT_DATA_PATHS.closure, { password: 'not-it' }, token);
    expect(wrong.status).toBe(400);
    expect(await db.select().from(users).where(eq(users.id, account.id))).toHaveLength(1);

    const stored: string[] = [];
    for await (const object of world.server.files.list()) stored.push(object.storageName);
    const closed = await world.office(
      'POST',
      ACCOUNT_DATA_PATHS.closure,
      { password: account.password },
      token,
    );
    expect(closed.status).toBe(200);

    expect(await db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
    expect(await db.select().from(patients).where(eq(patients.ownerId, account.id))).toEqual([]);
    expect(await db.select().from(accessEvents).where(eq(accessEvents.ownerId, account.id))).toEqual([]);
    const left: string[] = [];
    for await (const object of world.server.files.list()) left.push(object.storageName);
    expect(left.length).toBe(stored.length - 1);
    expect((await world.office('GET', '/api/sync/changes?since=0', undefined, token)).status).toBe(401);
    const mail = await world.smtp.waitFor(account.email, /closed/);
    expect(mail.text).toContain('erased');
    // The chat-link e-mail to the patient is forgotten with the account.
    const logged = await world.office<{ items: { to: string }[] }>(
      'GET',
      '/api/admin/mail',
      undefined,
      await adminToken(world.server),
    );
    expect(JSON.stringify(logged.body)).not.toContain(email);
  });
});
