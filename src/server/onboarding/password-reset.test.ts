import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TTL_MS } from '#core/constants';
import type { MailItem, Paged } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, signIn, type TestServer } from '../test-support/test-server.ts';
import { adminToken, type Clock, movableClock, startOnboardingServer, tokenOf } from './test-kit.ts';

describe.each(TEST_DRIVERS)('password reset without SMTP (stored outbox) on %s', (driver) => {
  let server: TestServer;
  let clock: Clock;
  beforeAll(async () => {
    clock = movableClock();
    server = await startOnboardingServer(driver, { clock });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function outbox(): Promise<MailItem[]> {
    const answer = await callJson<Paged<MailItem>>(server, 'GET', '/api/admin/mail?pageSize=100', {
      token: await adminToken(server),
    });
    return answer.body.data?.items ?? [];
  }

  async function waitForStoredMail(to: string): Promise<MailItem> {
    // The forgot answer does not wait for the mail (same timing for unknown addresses).
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mail = (await outbox()).find((item) => item.to === to && item.template === 'password-reset');
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no stored mail to ${to}`);
  }

  it('gives the same answer for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await createUser(server);
    const known = await callJson(server, 'POST', '/api/password/forgot', { body: { email: user.email } });
    const unknown = await callJson(server, 'POST', '/api/password/forgot', {
      body: { email: 'nobody@test.local' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(M.resetRequested.message);
    await waitForStoredMail(user.email);
    expect((await outbox()).some((mail) => mail.to === 'nobody@test.local')).toBe(false);
  });

  it('resets the password with the stored link, once, and prints the link on the console', async () => {
    const user = await createUser(server);
    const before = await signIn(server, user);
    await callJson(server, 'POST', '/api/password/forgot', {
      body: { email: user.email.toUpperCase() },
      headers: { code: 'FR' },
    });
    const mail = await waitForStoredMail(user.email);
    expect(mail).toMatchObject({
      status: 'stored',
      language: 'EN',
      subject: 'Reset your MindOffice password',
    });
    expect(mail.link).toMatch(/\/forgot-password\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    expect(server.printed.some((line) => line.includes(mail.link ?? '-'))).toBe(true);

    const path = `/api/password/reset/${tokenOf(mail.link ?? '')}`;
    expect((await callJson(server, 'GET', path)).status).toBe(200);
    const mismatch = await callJson(server, 'POST', path, {
      body: { password: 'New-pass-1!', confirmPassword: 'New-pass-2!' },
    });
    expect(mismatch.body.errors?.confirmPassword).toBe('Confirm password not match');
    const reset = await callJson(server, 'POST', path, {
      body: { password: 'New-pass-1!', confirmPassword: 'New-pass-1!' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(M.resetDone.message);
    const reused = await callJson(server, 'POST', path, {
      body: { password: 'New-pass-3!', confirmPassword: 'New-pass-3!' },
    });
    expect(reused.status).toBe(409);

    expect(
      (
        await callJson(server, 'POST', '/api/auth/sign-in', {
          body: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(401);
    await signIn(server, { email: user.email, password: 'New-pass-1!' });
    // Sessions from before the reset are over.
    const refreshed = await callJson(server, 'POST', '/api/common/refresh-token', {
      body: { userId: before.userId, userType: before.userType, refreshToken: before.refreshToken },
    });
    expect(refreshed.status).toBe(401);
  });

  it('refuses a reset link after 24 hours', async () => {
    const user = await createUser(server);
    await callJson(server, 'POST', '/api/password/forgot', { body: { email: user.email } });
    const mail = await waitForStoredMail(user.email);
    clock.advance(LINK_TTL_MS + 1);
    const expired = await callJson(server, 'POST', `/api/password/reset/${tokenOf(mail.link ?? '')}`, {
      body: { password: 'New-pass-1!', confirmPassword: 'New-pass-1!' },
      headers: { code: 'AR' },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(
      'كان هذا الرابط صالحًا لمدة 24 ساعة فقط وقد انتهت صلاحيته. يُرجى طلب رابط جديد.',
    );
    const unknown = await callJson(server, 'GET', `/api/password/reset/${'a'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.linkInvalid.message);
  });
});
