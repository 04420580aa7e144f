// The accounts and records the accessibility gate visits, made through the real API the way users make
// them: a specialist with patients, an empty account, an applicant half-way through onboarding, a
// pending registration for the admin, and fresh e-mailed links (one usable, one already used).
import { type APIRequestContext, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { articleBody } from '../../../../src/core/articles/sample-article.ts';
import { isRoomOpen } from '../../../../src/core/rooms/join-window.ts';
import type { SessionRow } from '../../../../src/core/sessions/session-schema.ts';
import { ArticlesApi } from '../articles-api.ts';
import { openBookingPage, openHours, requestHour } from '../booking-api.ts';
import { ChatsApi } from '../chats-api.ts';
import { openCredentialReview } from '../credentials-api.ts';
import { Mailbox } from '../mailbox.ts';
import { approveThroughApi, registerThroughApi } from '../onboarding-api.ts';
import { pdfFile, pngFile } from '../onboarding-files.ts';
import { PackagesApi } from '../packages-api.ts';
import { apiCompany, apiPerson, PatientsApi, runSurname } from '../patients-api.ts';
import { E2E_SPECIALISTS } from '../seed-accounts.ts';
import { nextWholeHour, SessionsApi } from '../sessions-api.ts';

export type Account = { email: string; password: string; userId: string };

export type A11yWorld = {
  specialist: Account;
  emptySpecialist: Account;
  applicant: Account;
  individualId: string;
  /** The individual's chat link (the patient's side of the conversation). */
  chatLinkToken: string;
  companyId: string;
  /** A scheduled session of the specialist's, later today or tomorrow. */
  sessionId: string;
  /** A video session whose room is open now, and its patient's link (shared by the worlds' builds). */
  roomSessionId: string;
  roomLinkToken: string;
  /** The individual's clinical record: a signed SOAP note with an addendum, and a draft treatment plan. */
  signedNoteId: string;
  draftPlanId: string;
  /** A package sold to the company, with one session of its employee on it. */
  packageId: string;
  pendingRegistrationId: string;
  /** A published article in English and Arabic (with a banner), and a draft in French only. */
  publishedArticleId: string;
  draftArticleId: string;
  /** A specialist's pending credential change, for the admin's review page. */
  credentialReviewId: string;
  createPasswordToken: string;
  usedAgreementToken: string;
  openAgreementToken: string;
};

const APPLICANT_PASSWORD = 'Applicant-pass-1!';
const DAY_MS = 86_400_000;
const mailbox = new Mailbox();

async function signInId(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { userId: string } }).data.userId;
}

function tokenOf(link: string, prefix: string): string {
  return decodeURIComponent(link.slice(link.indexOf(prefix) + prefix.length).split(/[?#]/)[0] ?? '');
}

/** An approved applicant: answers the e-mailed create-password link's token. */
async function approvedApplicant(request: APIRequestContext, email: string): Promise<string> {
  await approveThroughApi(request, await registerThroughApi(request, email));
  return tokenOf(await mailbox.waitForLink(email, '/create-password/'), '/create-password/');
}

/** Creates the password and answers the agreement link's token (not yet accepted). */
async function withPassword(request: APIRequestContext, email: string): Promise<string> {
  const token = await approvedApplicant(request, email);
  const created = await request.post(`/api/onboarding/create-password/${encodeURIComponent(token)}`, {
    data: { password: APPLICANT_PASSWORD, confirmPassword: APPLICANT_PASSWORD },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return tokenOf(
    await mailbox.waitForLink(email, '/agreement-terms-conditions/'),
    '/agreement-terms-conditions/',
  );
}

async function acceptAgreement(request: APIRequestContext, token: string): Promise<void> {
  const accepted = await request.post(`/api/onboarding/agreement/${encodeURIComponent(token)}`, { data: {} });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/**
 * What the session screens show: one coming up, one completed yesterday (earnings, history) and one
 * cancelled tomorrow (struck through). Answers the upcoming one's id.
 */
async function bookSessions(
  request: APIRequestContext,
  account: { email: string; password: string },
  patientId: string,
): Promise<string> {
  const sessions = await SessionsApi.signIn(request, account.email, account.password);
  const upcoming = await sessions.bookFree(patientId, nextWholeHour());
  const past = await sessions.bookFree(patientId, nextWholeHour(Date.now() - 30 * 3_600_000));
  await sessions.change(past.id, { status: 'ongoing' });
  await sessions.change(past.id, { status: 'completed' });
  // One cancelled session per account, whichever build of the world (each language, each worker)
  // comes first: a cancelled hour is free again, so each build cancelled one more in the same slot and
  // the calendar's overlapping cards narrowed below axe's target size (20.8 px, three builds).
  const [cancelled] = await sessions.sessionsWhere((row) => row.status === 'cancelled');
  if (!cancelled) {
    const later = await sessions.bookFree(patientId, nextWholeHour(Date.now() + 26 * 3_600_000));
    await sessions.change(later.id, { status: 'cancelled', cancelReason: 'The patient is travelling.' });
  }
  return upcoming.id;
}

const ROOM_LINK_NOTE = 'a11y room link: ';
/** How long the gate may still need the room after its world is built. */
const ROOM_NEEDED_MS = 20 * 60_000;
const SLOT_MS = 30 * 60_000;

/**
 * A 30-minute video session whose room is open now and for the gate's whole run, and a link to its
 * patient. Every build of the world (each language, each worker, each retry) shares one: an owner's
 * sessions may not overlap and only one or two half-hour slots fit in a room's window. The first build
 * books it and writes the patient's link in its private notes, where later builds read it (issuing a
 * second link would replace the first); of two builds at once, one books and the other shares.
 */
async function openRoom(request: APIRequestContext, account: { email: string; password: string }) {
  const sessions = await SessionsApi.signIn(request, account.email, account.password);
  const isOpenLongEnough = (row: Pick<SessionRow, 'startsAt' | 'durationMinutes' | 'mode' | 'status'>) =>
    isRoomOpen(row, Date.now()) && isRoomOpen(row, Date.now() + ROOM_NEEDED_MS);
  const findShared = async () => {
    const [shared] = await sessions.sessionsWhere(
      (row) => row.notes.startsWith(ROOM_LINK_NOTE) && isOpenLongEnough(row),
    );
    return shared && { roomSessionId: shared.id, roomLinkToken: shared.notes.slice(ROOM_LINK_NOTE.length) };
  };
  const shared = await findShared();
  if (shared) return shared;
  const patients = await PatientsApi.signIn(request, account.email, account.password);
  const surname = runSurname();
  const patient = await patients.create(
    apiPerson(`Salma ${surname}`, `salma.${surname}@mail.test`.toLowerCase()),
  );
  const chats = await ChatsApi.signIn(request, account.email, account.password);
  const roomLinkToken = await chats.linkToken(patient.id);
  // Half-hour slots on a fixed grid, so two builds at once meet on the same slots and one of them wins.
  const gridMs = Math.floor(Date.now() / SLOT_MS) * SLOT_MS;
  const slots = [gridMs, gridMs + SLOT_MS, gridMs - SLOT_MS]
    .map((startMs) => ({
      startsAt: new Date(startMs).toISOString(),
      durationMinutes: 30 as const,
      mode: 'video' as const,
    }))
    .filter((slot) => isOpenLongEnough({ ...slot, status: 'scheduled' }));
  const refusals: string[] = [];
  for (const slot of slots) {
    const booked = await sessions.tryBook(patient.id, slot.startsAt, {
      ...slot,
      notes: `${ROOM_LINK_NOTE}${roomLinkToken}`,
    });
    if (typeof booked !== 'string') return { roomSessionId: booked.id, roomLinkToken };
    refusals.push(booked);
  }
  // Another build took the last slot meanwhile: share its session.
  const taken = await findShared();
  if (taken) return taken;
  throw new Error(`no free slot for a session under way: ${refusals.join('; ')}`);
}

/**
 * What the package screens show: an offer still sold, an archived one, and a package of the first sold
 * to the company, with a session of its employee on it. Answers the package's id.
 */
async function sellPackage(
  request: APIRequestContext,
  account: { email: string; password: string },
  companyId: string,
  employeeId: string,
): Promise<string> {
  const packages = await PackagesApi.signIn(request, account.email, account.password);
  const offer = await packages.createOffer();
  await packages.createOffer({
    name: 'Three chat sessions',
    sessionCount: 3,
    modes: ['chat'],
    archived: true,
  });
  const sold = await packages.sell(offer, companyId);
  const sessions = await SessionsApi.signIn(request, account.email, account.password);
  await sessions.bookFree(employeeId, nextWholeHour(Date.now() + 50 * 3_600_000), {
    type: 'package',
    packageId: sold.id,
  });
  // Every state and payment badge: a paid package expired long ago, and a used-up one.
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  await packages.sell(offer, employeeId, { purchasedAt: daysAgo(200), expiresAt: daysAgo(110), paid: true });
  const single = await packages.createOffer({ name: 'One audio session', sessionCount: 1, modes: ['audio'] });
  const usedUp = await packages.sell(single, employeeId, { paid: true });
  await sessions.bookFree(employeeId, nextWholeHour(Date.now() + 74 * 3_600_000), {
    type: 'package',
    packageId: usedUp.id,
    mode: 'audio',
  });
  return sold.id;
}

/**
 * Two-factor sign-in on for the account. The gate's parts build their worlds at the same time: one
 * may replace another's setup before it is confirmed, so each tries until a sign-in asks for a code.
 */
async function turnOnTwoFactor(request: APIRequestContext, account: { email: string; password: string }) {
  const { email, password } = account;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status(), await answer.text()).toBe(200);
    const { data } = (await answer.json()) as { data: { token?: string } };
    if (!data.token) return;
    const headers = { authorization: `Bearer ${data.token}` };
    const setup = await request.post('/api/account/security/totp', { headers, data: { password } });
    if (setup.status() !== 200) continue;
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await request.post('/api/account/security/totp/confirm', { headers, data: { code } });
  }
  throw new Error(`two-factor sign-in could not be turned on for ${email}`);
}

/**
 * A signed SOAP note in French and Arabic with an addendum, a draft plan with a problem and a goal, and
 * two documents.
 */
async function writeRecord(request: APIRequestContext, token: string, patientId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const answer = await request.post(path, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
  };
  const today = new Date().toISOString().slice(0, 10);
  const signedNoteId = crypto.randomUUID();
  await post('/api/record-entries', {
    id: signedNoteId,
    patientId,
    sessionId: null,
    kind: 'progress',
    template: 'soap',
    writtenOn: today,
    sections: {
      subjective: 'Dort mieux depuis deux semaines.\n\nتقول إنها أقل قلقًا قبل الاجتماعات.',
      assessment: 'Generalised anxiety, improving.',
      plan: 'Continue exposure; review in four weeks.',
    },
    plan: null,
    status: 'signed',
    signedAt: null,
  });
  await post('/api/record-addenda', {
    id: crypto.randomUUID(),
    entryId: signedNoteId,
    patientId,
    text: 'Correction: the meetings are weekly.',
    authorName: 'Dr Sara Seeded',
    writtenAt: new Date().toISOString(),
  });
  const draftPlanId = crypto.randomUUID();
  await post('/api/record-entries', {
    id: draftPlanId,
    patientId,
    sessionId: null,
    kind: 'plan',
    template: 'plan',
    writtenOn: today,
    sections: {},
    plan: {
      problems: [{ id: crypto.randomUUID(), text: 'Panic attacks in crowded places' }],
      goals: [{ id: crypto.randomUUID(), text: 'Take the metro alone', targetDate: null, status: 'open' }],
      reviewedOn: null,
    },
    status: 'draft',
    signedAt: null,
  });
  // Two documents of the record, one titled in Arabic, each with its PDF.
  for (const title of ['Lettre d’adressage — Dr Amrani', 'موافقة على العلاج']) {
    const id = crypto.randomUUID();
    const file = pdfFile('document.pdf');
    await post('/api/patient-documents', {
      id,
      patientId,
      title,
      category: 'referral',
      fileId: null,
      fileName: file.name,
      fileType: file.mimeType,
      fileSize: file.buffer.length,
      addedAt: new Date().toISOString(),
    });
    const uploaded = await request.post(`/api/patient-documents/${id}/files`, {
      headers,
      multipart: { field: 'fileId', fileId: crypto.randomUUID(), file },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  return { signedNoteId, draftPlanId };
}

export async function buildA11yWorld(request: APIRequestContext, tag: string): Promise<A11yWorld> {
  const run = `${tag}.${Date.now()}`;
  await turnOnTwoFactor(request, E2E_SPECIALISTS.a11yTwoFactor);
  const seeded = E2E_SPECIALISTS.a11y;
  const empty = E2E_SPECIALISTS.a11yEmpty;
  const patients = await PatientsApi.signIn(request, seeded.email, seeded.password);
  const surname = runSurname();
  const company = await patients.create(apiCompany(`Atlas ${surname}`, `hr.${run}@atlas.test`));
  const individual = await patients.create({
    ...apiPerson(`Nadia ${surname}`, `nadia.${run}@mail.test`),
    companyId: company.id,
  });
  await patients.create(apiPerson(`Karim ${surname}`, `karim.${run}@mail.test`));
  const sessionId = await bookSessions(request, seeded, individual.id);
  const room = await openRoom(request, seeded);
  const record = await writeRecord(request, patients.accessToken(), individual.id);
  const packageId = await sellPackage(request, seeded, company.id, individual.id);
  // A conversation with the individual: yesterday's exchange, today's reply in Arabic, unread.
  const chats = await ChatsApi.signIn(request, seeded.email, seeded.password);
  await chats.send(
    individual.id,
    'Hello, here is the exercise we discussed.\nTake your time.',
    DAY_MS / 60_000,
  );
  const linkToken = await chats.linkToken(individual.id);
  await chats.reply(linkToken, 'Merci, I will try it tonight.');
  await chats.replyWithDocument(linkToken, pngFile('Carnet de respiration.png'));
  await chats.sendDocument(individual.id, 'Good. See you on Tuesday.', pdfFile('Programme.pdf'));
  await chats.reply(linkToken, 'شكرًا، إلى يوم الثلاثاء');
  const articles = await ArticlesApi.signIn(request, seeded.email, seeded.password);
  const published = await articles.publish({ titleFr: '' });
  const draft = await articles.create({
    titleEn: '',
    titleAr: '',
    contentEn: null,
    contentAr: null,
    titleFr: 'Prendre soin de soi au travail',
    contentFr: articleBody(['Trois habitudes simples pour les semaines chargées.']),
    articleType: 'article',
    category: 'wellbeing',
  });
  // An archived Q&A in English and French, for a list with every status.
  const archived = await articles.publish({
    titleEn: 'Breathing through a panic attack',
    titleFr: 'Respirer pendant une crise de panique',
    titleAr: '',
    contentFr: articleBody(['Inspirez sur quatre temps, expirez sur six.']),
    contentAr: null,
    articleType: 'qa',
    category: 'stress_burnout',
  });
  await articles.setStatus(archived, 'archived');

  // The booking page open, one request waiting for an answer on the sessions page.
  const specialistId = await signInId(request, seeded.email, seeded.password);
  await openBookingPage(request, seeded.email, seeded.password, specialistId);
  // Each build of the world (a language, a worker) asks for one hour: a card or two on that page.
  const [firstHour] = await openHours(request, specialistId);
  if (firstHour)
    await requestHour(request, specialistId, firstHour, {
      name: 'Lina Haddad',
      email: `lina.${run}@mail.test`,
    });
  const pendingRegistrationId = await registerThroughApi(request, `pending.${run}@e2e.test`);
  const createPasswordToken = await approvedApplicant(request, `invited.${run}@e2e.test`);
  const openAgreementToken = await withPassword(request, `agreeing.${run}@e2e.test`);
  const applicantEmail = `applicant.${run}@e2e.test`;
  const usedAgreementToken = await withPassword(request, applicantEmail);
  await acceptAgreement(request, usedAgreementToken);

  return {
    specialist: { ...seeded, userId: specialistId },
    emptySpecialist: { ...empty, userId: await signInId(request, empty.email, empty.password) },
    applicant: {
      email: applicantEmail,
      password: APPLICANT_PASSWORD,
      userId: await signInId(request, applicantEmail, APPLICANT_PASSWORD),
    },
    individualId: individual.id,
    chatLinkToken: linkToken,
    companyId: company.id,
    sessionId,
    ...room,
    ...record,
    packageId,
    publishedArticleId: published.id,
    draftArticleId: draft.id,
    pendingRegistrationId,
    credentialReviewId: await openCredentialReview(request, E2E_SPECIALISTS.a11yCredentials),
    createPasswordToken,
    usedAgreementToken,
    openAgreementToken,
  };
}
