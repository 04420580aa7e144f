import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#core/auth';
import { LINK_TTL_MS } from '#core/constants';
import type {
  LinkCheckData,
  Paged,
  ProfileState,
  RegistrationDetail,
  RegistrationSummary,
} from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { VALIDATION_MESSAGES as V } from '#core/validation/messages';
import { firstLink, type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver.ts';
import type { MeData } from '../routes/auth.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, signIn, type TestServer } from '../test-support/test-server.ts';
import {
  adminToken,
  type Clock,
  movableClock,
  registerApplicant,
  SAMPLE,
  startOnboardingServer,
  tokenOf,
  upload,
} from './test-kit.ts';

const PASSWORD = 'Sérénité-2026!';
const SESSION = {
  price30: 40,
  price60: 70.5,
  availability: [
    { day: 'mon', start: '09:00', end: '12:00' },
    { day: 'wed', start: '14:00', end: '18:30' },
  ],
  sessionOffer: 'both',
  timeZone: 'Europe/Paris',
  bankName: 'BNP Paribas',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
};

describe.each(TEST_DRIVERS)('onboarding journey on %s', (driver) => {
  let server: TestServer;
  let smtp: SmtpReceiver;
  let clock: Clock;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    clock = movableClock();
    server = await startOnboardingServer(driver, {
      clock,
      config: { smtpUrl: smtp.url, publicUrl: 'http://app.test' },
    });
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function approveAndFollow(id: string, email: string) {
    expect(
      (await callJson(server, 'POST', `/api/admin/registrations/${id}/approve`, { token: admin })).status,
    ).toBe(200);
    const mail = await smtp.waitFor(email, /approved/);
    return { mail, link: firstLink(mail) };
  }

  it('takes an applicant from registration to an active profile, following the mails caught over SMTP', async () => {
    const applicant = await registerApplicant(server);

    const pending = await callJson<Paged<RegistrationSummary>>(
      server,
      'GET',
      '/api/admin/registrations?search=haddad&pageSize=100',
      { token: admin },
    );
    expect(pending.body.data?.items.map((item) => item.id)).toContain(applicant.id);
    const detail = await callJson<RegistrationDetail>(
      server,
      'GET',
      `/api/admin/registrations/${applicant.id}`,
      { token: admin },
    );
    expect(detail.body.data).toMatchObject({
      email: applicant.email,
      stage: 'review',
      mobile: '+33612345678',
      yearsOfExperience: 12,
    });
    expect(detail.body.data?.documents).toHaveLength(1);
    expect(detail.body.data?.diplomas[0]?.document?.mimeType).toBe('application/pdf');
    expect(detail.body.data?.trainings[0]).toMatchObject({ name: 'CBT', duration: '120 hours' });

    const { mail, link } = await approveAndFollow(applicant.id, applicant.email);
    expect(mail.subject).toBe('Your MindOffice registration is approved');
    expect(mail.raw).toContain('text/html');
    expect(link).toMatch(/^http:\/\/app\.test\/create-password\/[\w-]{43}$/);
    const createToken = tokenOf(link);

    // No password yet: the account cannot sign in.
    expect(
      (
        await callJson(server, 'POST', '/api/auth/sign-in', {
          body: { email: applicant.email, password: PASSWORD },
        })
      ).status,
    ).toBe(401);

    const check = await callJson<LinkCheckData>(
      server,
      'GET',
      `/api/onboarding/create-password/${createToken}`,
    );
    expect(check.body.data?.email).toBe(applicant.email);
    const mismatch = await callJson(server, 'POST', `/api/onboarding/create-password/${createToken}`, {
      body: { password: PASSWORD, confirmPassword: 'Other-2026!' },
    });
    expect(mismatch.body.errors?.confirmPassword).toBe(V.confirmPasswordMismatch.message);
    const weak = await callJson(server, 'POST', `/api/onboarding/create-password/${createToken}`, {
      body: { password: 'onlyletters', confirmPassword: 'onlyletters' },
    });
    expect(weak.body.errors?.password).toBe(V.passwordRule.message);
    const created = await callJson(server, 'POST', `/api/onboarding/create-password/${createToken}`, {
      body: { password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(M.passwordCreated.message);
    const again = await callJson(server, 'POST', `/api/onboarding/create-password/${createToken}`, {
      body: { password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.actionAlreadyTaken.message);

    // Password set but the agreement not accepted yet: still refused.
    const early = await callJson(server, 'POST', '/api/auth/sign-in', {
      body: { email: applicant.email, password: PASSWORD },
    });
    expect(early.body.message).toBe(AUTH_MESSAGES.accountInactive.message);

    const agreementMail = await smtp.waitFor(applicant.email, /agreement/);
    expect(agreementMail.text).toContain('You keep everything your patients share with you confidential');
    const agreementLink = firstLink(agreementMail);
    expect(agreementLink).toMatch(/^http:\/\/app\.test\/agreement-terms-conditions\//);
    const agreementPath = `/api/onboarding/agreement/${tokenOf(agreementLink)}`;
    expect((await callJson(server, 'GET', agreementPath)).status).toBe(200);
    expect((await callJson(server, 'POST', agreementPath, { body: {} })).status).toBe(200);
    for (const method of ['GET', 'POST']) {
      const used = await callJson(server, method, agreementPath, method === 'POST' ? { body: {} } : {});
      expect(used.status).toBe(409);
      expect(used.body.message).toBe('Action already taken');
    }

    const session = await signIn(server, { email: applicant.email, password: PASSWORD });
    expect(session.rights.map((right) => right.code)).toEqual(['onboarding']);
    const token = session.token;

    const state = await callJson<ProfileState>(server, 'GET', '/api/onboarding/profile', { token });
    expect(state.body.data).toMatchObject({
      nextStep: 'photo',
      filedSteps: [],
      isComplete: false,
      stage: 'profile',
    });

    const banner = await upload(server, 'banner', SAMPLE.jpeg(), 'banner.jpg', { token });
    const bannerFileId = banner.body.data?.file.id ?? '';
    const basicInfo = {
      biography: 'Clinical psychologist working with adults and teenagers.',
      bannerFileId,
      patientCategories: ['young_adults_13_17', 'adults_18_plus'],
      problems: ['anxiety', 'other'],
      otherProblem: 'Expatriation stress',
      therapyModes: ['video', 'chat'],
    };
    const outOfOrder = await callJson(server, 'PUT', '/api/onboarding/profile/basic-info', {
      token,
      body: basicInfo,
    });
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.message).toBe(M.stepOutOfOrder.message);
    expect(
      (await callJson(server, 'PUT', '/api/onboarding/profile/session', { token, body: SESSION })).status,
    ).toBe(409);

    const photo = await callJson<ProfileState>(server, 'PUT', '/api/onboarding/profile/photo', {
      token,
      body: { photoFileId: applicant.files.photoFileId },
    });
    expect(photo.body.data?.nextStep).toBe('basic-info');
    expect(
      (await callJson(server, 'PATCH', '/api/onboarding/profile/session', { token, body: { price30: 50 } }))
        .status,
    ).toBe(409);
    const filedInfo = await callJson<ProfileState>(server, 'PUT', '/api/onboarding/profile/basic-info', {
      token,
      body: basicInfo,
    });
    expect(filedInfo.body.data?.basicInfo?.banner?.id).toBe(bannerFileId);

    // Resumable: a new sign-in sees what was filed.
    const resumed = await callJson<ProfileState>(server, 'GET', '/api/onboarding/profile', { token });
    expect(resumed.body.data?.filedSteps).toEqual(['photo', 'basic-info']);
    expect(resumed.body.data?.basicInfo?.otherProblem).toBe('Expatriation stress');

    const completed = await callJson<ProfileState>(server, 'PUT', '/api/onboarding/profile/session', {
      token,
      body: SESSION,
    });
    expect(completed.body.message).toBe(M.profileCompleted.message);
    expect(completed.body.data).toMatchObject({ isComplete: true, stage: 'active', nextStep: null });
    expect(completed.body.data?.session).toMatchObject({
      price60: 70.5,
      currency: '$',
      timeZone: 'Europe/Paris',
      iban: 'FR7630006000011234567890189',
    });

    const me = await callJson<MeData>(server, 'GET', '/api/auth/me', { token });
    expect(me.body.data?.rights.map((right) => right.code)).toEqual(['office']);
    // The same session, cached with the onboarding right a moment ago, now opens the office at once.
    const pull = await callJson(server, 'GET', '/api/sync/changes?since=0', { token });
    expect(pull.status).toBe(200);
    const edited = await callJson<ProfileState>(server, 'PATCH', '/api/onboarding/profile/session', {
      token,
      body: { price30: 45, timeZone: 'Asia/Tokyo' },
    });
    expect(edited.body.data?.session).toMatchObject({ price30: 45, price60: 70.5, timeZone: 'Asia/Tokyo' });

    // The owner reads their own documents after approval; another specialist gets 404.
    const ownCv = await fetch(`${server.url}/api/files/${applicant.files.cvFileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ownCv.status).toBe(200);
    const stranger = await createUser(server);
    const strangerSession = await signIn(server, stranger);
    const foreign = await fetch(`${server.url}/api/files/${applicant.files.cvFileId}`, {
      headers: { authorization: `Bearer ${strangerSession.token}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('says an expired create-password link was valid only 24 hours, and a new approval link works', async () => {
    const applicant = await registerApplicant(server);
    const { link } = await approveAndFollow(applicant.id, applicant.email);
    clock.advance(LINK_TTL_MS + 1000);
    const expired = await callJson(server, 'GET', `/api/onboarding/create-password/${tokenOf(link)}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(M.linkExpired.message);
    expect(expired.body.message).toContain('valid only 24 hours');
    const posted = await callJson(server, 'POST', `/api/onboarding/create-password/${tokenOf(link)}`, {
      body: { password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(posted.status).toBe(410);

    smtp.mails.splice(0);
    const { link: fresh } = await approveAndFollow(applicant.id, applicant.email);
    expect(fresh).not.toBe(link);
    expect((await callJson(server, 'GET', `/api/onboarding/create-password/${tokenOf(fresh)}`)).status).toBe(
      200,
    );
  });
});
