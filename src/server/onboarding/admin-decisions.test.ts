import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInData } from '#core/auth';
import type { EmailAvailabilityData, Paged } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { uploadedFiles } from '../db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, signIn, type TestServer } from '../test-support/test-server.ts';
import { adminToken, registerApplicant, startOnboardingServer } from './test-kit.ts';

describe.each(TEST_DRIVERS)('admin decisions and rights on %s', (driver) => {
  let server: TestServer;
  let smtp: SmtpReceiver;
  let admin: string;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-decisions-'));
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startOnboardingServer(driver, {
      config: { smtpUrl: smtp.url, publicUrl: 'http://app.test', files: { kind: 'disk', dir: uploadsDir } },
    });
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("rejects with the reason e-mailed in the applicant's language, once", async () => {
    const applicant = await registerApplicant(server, { language: 'AR' });
    const reason = 'Le diplôme fourni est illisible.';
    const rejected = await callJson(server, 'POST', `/api/admin/registrations/${applicant.id}/reject`, {
      token: admin,
      body: { reason },
    });
    expect(rejected.status).toBe(200);
    const mail = await smtp.waitFor(applicant.email, /MindOffice/);
    expect(mail.subject).toBe('بخصوص تسجيلك في MindOffice');
    expect(mail.text).toContain(reason);
    expect(mail.raw).toMatch(/dir=(3D)?"rtl"/);

    const twice = await callJson(server, 'POST', `/api/admin/registrations/${applicant.id}/approve`, {
      token: admin,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Action already taken');
    const noReason = await callJson(server, 'POST', `/api/admin/registrations/${applicant.id}/reject`, {
      token: admin,
      body: { reason: ' ' },
    });
    expect(noReason.body.errors?.reason).toBe(M.rejectionReasonRequired.message);

    // A rejected applicant may apply again with the same address.
    const availability = await callJson<EmailAvailabilityData>(
      server,
      'GET',
      `/api/registration/email-availability?email=${encodeURIComponent(applicant.email)}`,
    );
    expect(availability.body.data?.available).toBe(true);
    const firstFiles = await server.database.db
      .select({ storageName: uploadedFiles.storageName })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.userId, applicant.id));
    expect(firstFiles.length).toBeGreaterThan(0);
    for (const file of firstFiles) expect(existsSync(path.join(uploadsDir, file.storageName))).toBe(true);
    const reapplied = await registerApplicant(server, { email: applicant.email });
    expect(reapplied.id).not.toBe(applicant.id);
    // The first application's documents go with it, from the disk too: nothing of it is kept.
    for (const file of firstFiles) expect(existsSync(path.join(uploadsDir, file.storageName))).toBe(false);
  });

  it('keeps the admin pages to holders of the admin rights', async () => {
    const specialist = await createUser(server);
    const { token } = await signIn(server, specialist);
    for (const path of ['/api/admin/registrations', '/api/admin/specialists', '/api/admin/mail']) {
      expect((await callJson(server, 'GET', path, { token })).status, path).toBe(403);
      expect((await callJson(server, 'GET', path)).status, path).toBe(401);
    }
    const specialists = await callJson<Paged<{ status: string }>>(
      server,
      'GET',
      '/api/admin/specialists?status=active&pageSize=100',
      { token: admin },
    );
    expect(specialists.body.data?.items.every((item) => item.status === 'active')).toBe(true);
    const mail = await callJson<Paged<{ status: string; text: string | null }>>(
      server,
      'GET',
      '/api/admin/mail',
      { token: admin },
    );
    // With SMTP configured, the outbox keeps no body (the links stay in the mailbox only).
    expect(mail.body.data?.items[0]).toMatchObject({ status: 'sent', text: null });
  });

  it('refuses a profile step to a signed-in user without the onboarding or office right', async () => {
    const specialist = await createUser(server, { rights: [] });
    const { token } = await signIn(server, specialist);
    expect((await callJson(server, 'GET', '/api/onboarding/profile', { token })).status).toBe(403);
    const answer: { status: number } = await callJson<SignInData>(server, 'GET', '/api/onboarding/profile');
    expect(answer.status).toBe(401);
  });
});
