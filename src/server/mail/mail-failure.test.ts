import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailItem, Paged } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { adminToken, registerApplicant, startOnboardingServer } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, type TestServer } from '../test-support/test-server.ts';

describe.each(TEST_DRIVERS)('an unreachable SMTP server on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    server = await startOnboardingServer(driver, { config: { smtpUrl: 'smtp://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the approval, tells the admin the mail failed, and records it in the outbox', async () => {
    const admin = await adminToken(server);
    const applicant = await registerApplicant(server);
    const approve = () =>
      callJson(server, 'POST', `/api/admin/registrations/${applicant.id}/approve`, { token: admin });
    const first = await approve();
    expect(first.status).toBe(502);
    expect(first.body.message).toBe(M.mailFailed.message);
    const mail = await callJson<Paged<MailItem>>(server, 'GET', '/api/admin/mail', { token: admin });
    expect(mail.body.data?.items[0]).toMatchObject({
      to: applicant.email,
      template: 'approval',
      status: 'failed',
      link: null,
    });
    // Approving again is allowed while the password is not set: it issues a new link.
    expect((await approve()).status).toBe(502);
    expect(server.logLines.some((line) => line.includes('mail not sent'))).toBe(true);
  });
});
