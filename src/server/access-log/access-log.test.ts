import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACCESS_LOG_PATH, type AdminAccessItem } from '#core/access-log/admin-access-api';
import type { Paged } from '#core/onboarding/api';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { ChangesPage } from '#core/sync/types';
import { accessEvents } from '../db/schema.ts';
import { adminToken, registerApplicant } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../test-support/test-server.ts';
import { sweepAccessLog } from './retention.ts';

const DEVICE = 'laptop-0123456789';

describe.each(TEST_DRIVERS)('the access log on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function specialist() {
    const user = await createUser(server);
    const { token } = await signIn(server, user);
    const call = (method: string, path: string, body?: unknown) =>
      callJson(server, method, path, {
        token,
        ...(body === undefined ? {} : { body }),
        headers: { 'X-Device-Id': DEVICE, 'Idempotency-Key': crypto.randomUUID() },
      });
    return { user, token, call };
  }

  async function pulledLines(token: string) {
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token });
    return (page.body.data?.changes ?? [])
      .filter((change) => change.entity === 'accessEvent')
      .map((c) => c.row);
  }

  it('records every write of a patient’s rows with the device, and devices pull the lines', async () => {
    const { token, call } = await specialist();
    const id = crypto.randomUUID();
    expect((await call('POST', '/api/patients', { ...SAMPLE_PATIENT, id })).status).toBe(201);
    expect(
      (await call('PUT', `/api/patients/${id}`, { baseVersion: 0, changes: { country: 'BE' } })).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/patients/${id}`)).status).toBe(200);
    const lines = await pulledLines(token);
    expect(lines.map((line) => line.action)).toEqual(['create', 'update', 'delete']);
    for (const line of lines) {
      expect(line).toMatchObject({ subject: 'patient', subjectId: id, patientId: id, device: DEVICE });
      // A line names what was touched, never what it holds.
      expect(JSON.stringify(line)).not.toContain(SAMPLE_PATIENT.email);
    }
  });

  it('takes a device’s view lines for its own patients only, and never a write line', async () => {
    const { token, call } = await specialist();
    const patientId = crypto.randomUUID();
    await call('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId });
    const line = (action: string, about = patientId) => ({
      id: crypto.randomUUID(),
      action,
      subject: 'patient',
      subjectId: about,
      patientId: about,
      device: DEVICE,
      at: new Date().toISOString(),
      adminId: null,
    });
    expect((await call('POST', '/api/access-events', line('view'))).status).toBe(201);
    expect((await call('POST', '/api/access-events', line('export'))).status).toBe(201);
    expect((await call('POST', '/api/access-events', line('delete'))).status).toBe(400);
    const stranger = await specialist();
    expect((await stranger.call('POST', '/api/access-events', line('view'))).status).toBe(404);
    // A refused line is nobody's change: no "change refused" notification for the device.
    const strangerFeed = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: stranger.token,
    });
    expect(strangerFeed.body.data?.changes.filter((change) => change.entity === 'notification')).toEqual([]);
    expect((await pulledLines(token)).map((pulled) => pulled.action)).toEqual(['create', 'view', 'export']);
    // Append-only: no route changes a line.
    const [first] = await pulledLines(token);
    expect(
      (await call('PUT', `/api/access-events/${first?.id}`, { baseVersion: 0, changes: {} })).status,
    ).toBe(404);
  });

  it('records an administrator’s look at a registration in the specialist’s log, for their devices', async () => {
    const applicant = await registerApplicant(server);
    const admin = await adminToken(server);
    const detail = await callJson(server, 'GET', `/api/admin/registrations/${applicant.id}`, {
      token: admin,
      headers: { 'X-Device-Id': 'admin-desk-0123456789' },
    });
    expect(detail.status).toBe(200);
    const lines = await server.database.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.ownerId, applicant.id));
    expect(lines).toEqual([
      expect.objectContaining({
        action: 'view',
        subject: 'registration',
        subjectId: applicant.id,
        patientId: null,
        device: 'admin-desk-0123456789',
        adminId: expect.any(String),
      }),
    ]);
  });

  it('lists administrators’ looks for administrators, newest first, with both names', async () => {
    const applicant = await registerApplicant(server);
    const admin = await adminToken(server);
    await callJson(server, 'GET', `/api/admin/registrations/${applicant.id}`, { token: admin });
    const listed = await callJson<Paged<AdminAccessItem>>(
      server,
      'GET',
      `${ADMIN_ACCESS_LOG_PATH}?page=1&pageSize=5`,
      {
        token: admin,
      },
    );
    expect(listed.status).toBe(200);
    const [newest] = listed.body.data?.items ?? [];
    expect(newest).toMatchObject({
      subject: 'registration',
      specialist: { id: applicant.id, email: applicant.email },
      admin: { email: TEST_ADMIN.email },
    });
    // A specialist's own lines are not administrators' looks.
    expect(listed.body.data?.items.every((item) => item.admin !== null)).toBe(true);
    const { token } = await specialist();
    expect((await callJson(server, 'GET', ADMIN_ACCESS_LOG_PATH, { token })).status).toBe(403);
  });

  it('is append-only in the database itself, but for the retention sweep', async () => {
    const { user, call } = await specialist();
    const patientId = crypto.randomUUID();
    await call('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId });
    const { db } = server.database;
    const owned = eq(accessEvents.ownerId, user.id);
    await expect(db.update(accessEvents).set({ action: 'view' }).where(owned)).rejects.toThrow();
    await expect(db.delete(accessEvents).where(owned)).rejects.toThrow();
    // Older than the retention period: swept; the recent line stays.
    await db.execute(sql`alter table access_events disable trigger access_events_append_only`);
    await db
      .update(accessEvents)
      .set({ at: new Date('2019-01-01T00:00:00Z') })
      .where(owned);
    await db.execute(sql`alter table access_events enable trigger access_events_append_only`);
    await call('PUT', `/api/patients/${patientId}`, { baseVersion: 0, changes: { country: 'BE' } });
    expect(await sweepAccessLog(db, 6 * 365, new Date())).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(accessEvents).where(owned);
    expect(left.map((line) => line.action)).toEqual(['update']);
  });
});
