import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDENTIAL_REVIEWS_API as API,
  type CredentialReviewDetail,
  type CredentialReviewSummary,
} from '#core/credentials/credential-review-api';
import type { Paged } from '#core/onboarding/api';
import type { ProfileRow } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import type { ChangesPage } from '#core/sync/types';
import { credentialReviews, specialistProfiles, users } from '../db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver.ts';
import { adminToken } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

type Specialist = { id: string; email: string; token: string };

describe.each(TEST_DRIVERS)('credential changes reach the admin on %s', (driver) => {
  let server: TestServer;
  let smtp: SmtpReceiver;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startTestServer(driver, { smtpUrl: smtp.url, publicUrl: 'http://app.test' });
    admin = await adminToken(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function specialist(language = 'EN'): Promise<Specialist> {
    const user = await createUser(server);
    await seedProfile(server.database, user.id);
    await server.database.db.update(users).set({ language }).where(eq(users.id, user.id));
    return { id: user.id, email: user.email, token: (await signIn(server, user)).token };
  }

  async function update(who: Specialist, changes: Partial<ProfileRow>) {
    const path = `/api/profiles/${who.id}`;
    const current = await callJson<ProfileRow>(server, 'GET', path, { token: who.token });
    const answer = await callJson<ProfileRow>(server, 'PUT', path, {
      token: who.token,
      body: { baseVersion: current.body.data?.version ?? 0, changes },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  const pendingOf = async (who: Specialist) => {
    const path = `${API.list}?search=${encodeURIComponent(who.email)}`;
    const list = await callJson<Paged<CredentialReviewSummary>>(server, 'GET', path, { token: admin });
    expect(list.status).toBe(200);
    return list.body.data?.items ?? [];
  };
  const detailOf = async (id: string) =>
    (await callJson<CredentialReviewDetail>(server, 'GET', API.detail(id), { token: admin })).body.data;
  /** The specialist's notifications as their devices pull them. */
  const notificationsOf = async (who: Specialist) => {
    const pulled = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: who.token,
    });
    return pulled.body.data?.changes
      .filter((change) => change.entity === 'notification')
      .map((change) => change.row);
  };
  const stageOf = async (who: Specialist) => {
    const [row] = await server.database.db
      .select({ stage: specialistProfiles.stage })
      .from(specialistProfiles)
      .where(eq(specialistProfiles.userId, who.id));
    return row?.stage;
  };

  it('lists a change of profession and title with the approved and new values; the profile stays active', async () => {
    const who = await specialist();
    await update(who, { profession: 'coach', professionTitle: 'life_coach' });
    const [summary] = await pendingOf(who);
    expect(summary).toMatchObject({ specialistId: who.id, fields: ['profession', 'professionTitle'] });
    const detail = await detailOf(summary?.id ?? '');
    expect(detail).toMatchObject({
      status: 'pending',
      changes: {
        profession: { before: 'psychologist', after: 'coach' },
        professionTitle: { before: 'clinical_psychologist', after: 'life_coach' },
      },
    });
    expect(await stageOf(who)).toBe('active');

    // A later change merges into the same review and keeps the approved value.
    await update(who, { professionTitle: 'career_coach' });
    const merged = await pendingOf(who);
    expect(merged.map((item) => item.id)).toEqual([summary?.id]);
    expect((await detailOf(summary?.id ?? ''))?.changes.professionTitle).toEqual({
      before: 'clinical_psychologist',
      after: 'career_coach',
    });
  });

  it('drops a field changed back to its approved value, and the review when none is left', async () => {
    const who = await specialist();
    const training = {
      title: 'certification' as const,
      name: 'CBT for anxiety',
      establishment: 'Beck Institute',
      certificationDate: '2019-05-01',
      duration: '120 hours',
    };
    await update(who, { profession: 'coach', professionTitle: 'life_coach', trainings: [training] });
    const [review] = await pendingOf(who);
    expect(review?.fields).toEqual(['profession', 'professionTitle', 'trainings']);

    await update(who, {
      profession: SAMPLE_PROFILE.profession,
      professionTitle: SAMPLE_PROFILE.professionTitle,
    });
    expect((await pendingOf(who))[0]?.fields).toEqual(['trainings']);
    expect((await detailOf(review?.id ?? ''))?.changes.trainings).toEqual({ before: [], after: [training] });

    await update(who, { trainings: [] });
    expect(await pendingOf(who)).toEqual([]);
    const rows = await server.database.db
      .select()
      .from(credentialReviews)
      .where(eq(credentialReviews.userId, who.id));
    expect(rows).toEqual([]);
  });

  it('flags nothing for a change outside the credentials', async () => {
    const who = await specialist();
    await update(who, { biography: 'Now also seeing couples.', price60Cents: 9_000, yearsOfExperience: 10 });
    expect(await pendingOf(who)).toEqual([]);
  });

  it('accepts once: the new values become the approved ones, a second decision is refused', async () => {
    const who = await specialist();
    await update(who, { profession: 'coach', professionTitle: 'life_coach' });
    const [review] = await pendingOf(who);
    const id = review?.id ?? '';
    const accepted = await callJson(server, 'POST', API.accept(id), { token: admin });
    expect(accepted.status).toBe(200);
    expect(await detailOf(id)).toMatchObject({ status: 'accepted', note: null });
    expect((await detailOf(id))?.decidedAt).not.toBeNull();
    expect(await pendingOf(who)).toEqual([]);
    expect(await notificationsOf(who)).toEqual([
      expect.objectContaining({ kind: 'profileAccepted', target: `/edit-profile/${who.id}`, readAt: null }),
    ]);

    for (const [path, body] of [
      [API.accept(id), {}],
      [API.requestCorrection(id), { note: 'Too late.' }],
    ] as const) {
      const again = await callJson(server, 'POST', path, { token: admin, body });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Action already taken');
    }

    // The next change is measured against what was accepted.
    await update(who, { professionTitle: 'career_coach' });
    const [next] = await pendingOf(who);
    expect((await detailOf(next?.id ?? ''))?.changes).toEqual({
      professionTitle: { before: 'life_coach', after: 'career_coach' },
    });
  });

  it("asks for a correction with the note e-mailed in the specialist's language, once", async () => {
    const who = await specialist('FR');
    await update(who, { profession: 'coach', professionTitle: 'life_coach' });
    const [review] = await pendingOf(who);
    const id = review?.id ?? '';
    const noNote = await callJson(server, 'POST', API.requestCorrection(id), {
      token: admin,
      body: { note: '  ' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors?.note).toBe('Please say what the specialist should correct');

    const note = 'Merci de joindre le certificat de coaching.';
    const asked = await callJson(server, 'POST', API.requestCorrection(id), { token: admin, body: { note } });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitFor(who.email, /MindOffice/);
    expect(mail.subject).toBe('Une correction de vos qualifications MindOffice');
    expect(mail.text).toContain(note);
    expect(await detailOf(id)).toMatchObject({ status: 'correction-requested', note });
    expect(await stageOf(who)).toBe('active');
    expect(await notificationsOf(who)).toEqual([
      expect.objectContaining({ kind: 'profileCorrection', name: note, target: `/edit-profile/${who.id}` }),
    ]);

    const again = await callJson(server, 'POST', API.accept(id), { token: admin });
    expect(again.status).toBe(409);

    // What the correction was asked about is still not approved: the next credential change shows it again.
    await update(who, { biography: 'Corrected nothing yet.' });
    expect(await pendingOf(who)).toEqual([]);
    await update(who, { professionTitle: 'career_coach' });
    const [next] = await pendingOf(who);
    expect((await detailOf(next?.id ?? ''))?.changes).toEqual({
      profession: { before: 'psychologist', after: 'coach' },
      professionTitle: { before: 'clinical_psychologist', after: 'career_coach' },
    });
  });

  it('refuses the admin routes to a specialist (403) and answers 404 for an unknown review', async () => {
    const who = await specialist();
    await update(who, { profession: 'coach', professionTitle: 'life_coach' });
    const [review] = await pendingOf(who);
    const id = review?.id ?? '';
    const calls = [
      ['GET', API.list, undefined],
      ['GET', API.detail(id), undefined],
      ['POST', API.accept(id), {}],
      ['POST', API.requestCorrection(id), { note: 'Fix it.' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const answer = await callJson(server, method, path, { token: who.token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await detailOf(id))?.status).toBe('pending');
    const unknown = crypto.randomUUID();
    expect((await callJson(server, 'GET', API.detail(unknown), { token: admin })).status).toBe(404);
    expect((await callJson(server, 'POST', API.accept(unknown), { token: admin })).status).toBe(404);
  });
});
