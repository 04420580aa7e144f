/**
 * The world the quality gates call into, built through the real API: an admin, an onboarded owner
 * with a patient and a file full of distinctive strings, a stranger, and fresh link and upload tokens.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { bookingRequestsPath, type PublicBookingPage, publicBookingPath } from '#core/booking/booking-api';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type IssuedChatLink,
  PATIENT_CHAT_PATH,
} from '#core/chats/chat-link-api';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { LINK_TTL_MS } from '#core/constants';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import {
  SAMPLE_PATIENT_DOCUMENT,
  SAMPLE_RECORD_ADDENDUM,
  SAMPLE_RECORD_ENTRY,
} from '#core/record/sample-record';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { ChangesPage } from '#core/sync/types';
import { bookingRequests, credentialReviews } from '../db/schema.ts';
import { firstLink, type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver.ts';
import { issueLink } from '../onboarding/link-tokens.ts';
import {
  adminToken,
  registerApplicant,
  SAMPLE,
  tokenOf,
  upload,
  uploadApplicantFiles,
} from '../onboarding/test-kit.ts';
import type { DriverName } from '../test-support/drivers.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../test-support/test-server.ts';

/** Strings that exist only in the owner's patient and file: none may reach anyone else. */
export const OWNER_SECRETS = {
  patientName: 'Zephyrine Quillfeather',
  phone: '+33687654321',
  email: 'zephyrine.quillfeather@private-patient.test',
  fileMarker: 'QUILLFEATHER-CONFIDENTIAL-NOTES',
  sessionNote: 'Quillfeather disclosed the sealed family matter',
  offerName: 'Quillfeather bereavement programme',
  articleTitle: 'Quillfeather unpublished reflections',
  chatText: 'Quillfeather wrote about the night terrors',
  recordNote: 'Quillfeather recounted the lighthouse dream',
  addendumText: 'Quillfeather later corrected the year of the move',
  documentTitle: 'Quillfeather referral from the sleep clinic',
  bookingMessage: 'Quillfeather asks about the custody hearing',
} as const;

const OWNER_PASSWORD = 'Owner-pass-2026!';
const SESSION_STEP = {
  price30: 40,
  price60: 70,
  availability: [{ day: 'mon', start: '09:00', end: '12:00' }],
  sessionOffer: 'both',
  bankName: 'BNP Paribas',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
};

/** PUBLIC_URL of the world's server: e-mailed links and the passkeys' relying party (app.test). */
export const WORLD_PUBLIC_URL = 'http://app.test';

export type Account = { id: string; email: string; password: string; token: string };

export type World = {
  server: TestServer;
  admin: { token: string };
  owner: Account & {
    patientId: string;
    sessionId: string;
    offerId: string;
    packageId: string;
    /** A draft with a banner: only its author may read it on the public routes. */
    articleId: string;
    /** The owner's message to the patient, with one document (the file marker's PDF). */
    chatMessageId: string;
    chatAttachmentId: string;
    /** The notification of the patient's answer (it names the patient). */
    notificationId: string;
    /** A signed progress note of the patient's (its addendum beside it) and a draft one. */
    recordEntryId: string;
    recordAddendumId: string;
    recordDraftId: string;
    /** A document of the patient's record, its file uploaded. */
    patientDocumentId: string;
    /** A request from the owner's open booking page, its message a secret. */
    bookingRequestId: string;
    fileId: string;
    photoFileId: string;
    bannerFileId: string;
  };
  stranger: Account;
  /** A link of this purpose nobody has used yet (each call mails a new one). */
  freshLink(purpose: 'create-password' | 'agreement' | 'reset' | 'unlock' | 'chat'): Promise<string>;
  /** A new session of this account, for a call that ends the session it is made with. */
  freshToken(account: 'owner' | 'stranger' | 'admin'): Promise<string>;
  /** An anonymous applicant's upload token and one file in their draft. */
  freshDraftFile(): Promise<{ uploadToken: string; fileId: string }>;
  /** A draft with the photo, diploma and CV a registration needs. */
  freshDraft(): Promise<Awaited<ReturnType<typeof uploadApplicantFiles>>>;
  /** A registration waiting for the admin's decision. */
  pendingRegistration(): Promise<string>;
  /** A credential review waiting for the admin: another specialist changed their profession. */
  pendingCredentialReview(): Promise<string>;
  close(): Promise<void>;
};

type Smtp = SmtpReceiver;

/** A signed note holding a secret, its addendum holding another, and a draft. */
async function seedRecord(server: TestServer, token: string, patientId: string) {
  const recordEntryId = crypto.randomUUID();
  const recordDraftId = crypto.randomUUID();
  const recordAddendumId = crypto.randomUUID();
  const sections = { subjective: OWNER_SECRETS.recordNote };
  for (const [id, status] of [
    [recordEntryId, 'signed'],
    [recordDraftId, 'draft'],
  ] as const) {
    const body = { ...SAMPLE_RECORD_ENTRY, id, patientId, sections, status };
    const answer = await callJson(server, 'POST', '/api/record-entries', { token, body });
    if (answer.status !== 201) throw new Error(`record entry: ${JSON.stringify(answer.body)}`);
  }
  const addendum = await callJson(server, 'POST', '/api/record-addenda', {
    token,
    body: {
      ...SAMPLE_RECORD_ADDENDUM,
      id: recordAddendumId,
      entryId: recordEntryId,
      patientId,
      text: OWNER_SECRETS.addendumText,
    },
  });
  if (addendum.status !== 201) throw new Error(`record addendum: ${JSON.stringify(addendum.body)}`);
  const patientDocumentId = await seedPatientDocument(server, token, patientId);
  return { recordEntryId, recordDraftId, recordAddendumId, patientDocumentId };
}

/** A document of the patient's record whose title holds a secret, with its PDF uploaded. */
async function seedPatientDocument(server: TestServer, token: string, patientId: string) {
  const id = crypto.randomUUID();
  const body = { ...SAMPLE_PATIENT_DOCUMENT, id, patientId, title: OWNER_SECRETS.documentTitle };
  const answer = await callJson(server, 'POST', '/api/patient-documents', { token, body });
  if (answer.status !== 201) throw new Error(`patient document: ${JSON.stringify(answer.body)}`);
  const form = new FormData();
  form.append('field', 'fileId');
  form.append('fileId', crypto.randomUUID());
  form.append('file', new Blob([new Uint8Array(SAMPLE.pdf())]), 'referral.pdf');
  const upload = await fetch(`${server.url}/api/patient-documents/${id}/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  if (upload.status !== 200) throw new Error(`patient document file: ${upload.status}`);
  return id;
}

async function approve(server: TestServer, smtp: Smtp, admin: string, id: string, email: string) {
  const path = `/api/admin/registrations/${id}/approve`;
  const answer = await callJson(server, 'POST', path, { token: admin });
  if (answer.status !== 200) throw new Error(`approve answered ${answer.status}`);
  return tokenOf(firstLink(await smtp.waitFor(email, /approved/)));
}

async function acceptAndSignIn(server: TestServer, smtp: Smtp, email: string, createToken: string) {
  const body = { password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD };
  await callJson(server, 'POST', `/api/onboarding/create-password/${createToken}`, { body });
  const agreement = tokenOf(firstLink(await smtp.waitFor(email, /agreement/)));
  await callJson(server, 'POST', `/api/onboarding/agreement/${agreement}`, { body: {} });
  return signIn(server, { email, password: OWNER_PASSWORD });
}

/** Registration → approval → password → agreement → the three profile steps → office. */
async function onboardOwner(server: TestServer, smtp: Smtp, admin: string) {
  const applicant = await registerApplicant(server);
  const createToken = await approve(server, smtp, admin, applicant.id, applicant.email);
  const { token } = await acceptAndSignIn(server, smtp, applicant.email, createToken);
  const banner = await upload(server, 'banner', SAMPLE.jpeg(), 'banner.jpg', { token });
  const bannerFileId = banner.body.data?.file.id ?? '';
  const steps: [string, unknown][] = [
    ['photo', { photoFileId: applicant.files.photoFileId }],
    [
      'basic-info',
      {
        biography: 'Clinical psychologist.',
        bannerFileId,
        patientCategories: ['adults_18_plus'],
        problems: ['anxiety'],
        therapyModes: ['video'],
      },
    ],
    ['session', SESSION_STEP],
  ];
  for (const [step, body] of steps) {
    const answer = await callJson(server, 'PUT', `/api/onboarding/profile/${step}`, { token, body });
    if (answer.status !== 200) throw new Error(`profile ${step}: ${JSON.stringify(answer.body)}`);
  }
  // The office right replaces onboarding at completion: a new token is not needed (rights are read live).
  const { id, email } = applicant;
  return {
    id,
    email,
    password: OWNER_PASSWORD,
    token,
    photoFileId: applicant.files.photoFileId,
    bannerFileId,
  };
}

async function seedOwnerData(server: TestServer, token: string, bannerFileId: string) {
  const patientId = crypto.randomUUID();
  const patient = {
    id: patientId,
    name: OWNER_SECRETS.patientName,
    contactNumber: OWNER_SECRETS.phone,
    gender: 'female',
    dateOfBirth: '1990-04-12',
    country: 'FR',
    type: 'individual',
    email: OWNER_SECRETS.email,
    companyId: null,
  };
  const created = await callJson(server, 'POST', '/api/patients', { token, body: patient });
  if (created.status !== 201) throw new Error(`patient: ${JSON.stringify(created.body)}`);
  const sessionId = crypto.randomUUID();
  const session = { ...SAMPLE_SESSION, id: sessionId, patientId, notes: OWNER_SECRETS.sessionNote };
  const booked = await callJson(server, 'POST', '/api/sessions', { token, body: session });
  if (booked.status !== 201) throw new Error(`session: ${JSON.stringify(booked.body)}`);
  // A video session under way: its room is open (the patient's ICE servers answer). Started 20
  // minutes ago, not about to start: that would be notified by the reminders' sweep (and its push
  // marked) in the middle of a check that a refused request changed nothing.
  const underWay = new Date(Date.now() - 20 * 60_000).toISOString();
  const upcoming = await callJson(server, 'POST', '/api/sessions', {
    token,
    body: {
      ...SAMPLE_SESSION,
      id: crypto.randomUUID(),
      patientId,
      startsAt: underWay,
      durationMinutes: 60,
      history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt: underWay }],
    },
  });
  if (upcoming.status !== 201) throw new Error(`upcoming session: ${JSON.stringify(upcoming.body)}`);

  const offerId = crypto.randomUUID();
  const offer = await callJson(server, 'POST', '/api/package-offers', {
    token,
    body: { ...SAMPLE_PACKAGE_OFFER, id: offerId, name: OWNER_SECRETS.offerName },
  });
  if (offer.status !== 201) throw new Error(`offer: ${JSON.stringify(offer.body)}`);
  const packageId = crypto.randomUUID();
  const sold = await callJson(server, 'POST', '/api/packages', {
    token,
    body: { ...SAMPLE_PACKAGE, id: packageId, offerId, patientId, name: OWNER_SECRETS.offerName },
  });
  if (sold.status !== 201) throw new Error(`package: ${JSON.stringify(sold.body)}`);
  const articleId = crypto.randomUUID();
  const article = await callJson(server, 'POST', '/api/articles', {
    token,
    body: { ...SAMPLE_ARTICLE, id: articleId, titleEn: OWNER_SECRETS.articleTitle, bannerFileId },
  });
  if (article.status !== 201) throw new Error(`article: ${JSON.stringify(article.body)}`);
  const notificationId = await patientAnswers(server, token, patientId);
  // A comment line after the header: the file stays a whole PDF (its trailer must end it).
  const sample = SAMPLE.pdf();
  const headerEnd = sample.indexOf(0x0a) + 1;
  const marker = Buffer.from(`% ${OWNER_SECRETS.fileMarker}\n`);
  const pdf = Buffer.concat([sample.subarray(0, headerEnd), marker, sample.subarray(headerEnd)]);
  const file = await upload(server, 'document', pdf, `${OWNER_SECRETS.fileMarker}.pdf`, { token });
  if (file.status !== 201) throw new Error(`file: ${JSON.stringify(file.body)}`);
  const chatMessageId = crypto.randomUUID();
  const chatAttachmentId = crypto.randomUUID();
  const attachment = {
    fileId: chatAttachmentId,
    name: 'notes.pdf',
    size: pdf.length,
    type: 'application/pdf',
  };
  const message = await callJson(server, 'POST', '/api/chat-messages', {
    token,
    body: {
      ...SAMPLE_CHAT_MESSAGE,
      id: chatMessageId,
      patientId,
      text: OWNER_SECRETS.chatText,
      attachments: [attachment],
    },
  });
  if (message.status !== 201) throw new Error(`chat message: ${JSON.stringify(message.body)}`);
  const form = new FormData();
  form.append('field', 'attachments');
  form.append('fileId', chatAttachmentId);
  form.append('file', new Blob([new Uint8Array(pdf)]), 'notes.pdf');
  const bytes = await fetch(`${server.url}/api/chat-messages/${chatMessageId}/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  if (bytes.status !== 200) throw new Error(`chat attachment: ${bytes.status}`);
  const record = await seedRecord(server, token, patientId);
  return {
    ...record,
    patientId,
    sessionId,
    offerId,
    packageId,
    articleId,
    chatMessageId,
    chatAttachmentId,
    notificationId,
    fileId: file.body.data?.file.id ?? '',
  };
}

/** The owner opens their booking page; someone asks for its first open hour, their message a secret. */
async function seedBookingRequest(server: TestServer, ownerId: string, token: string): Promise<string> {
  const profile = await callJson<{ version: number }>(server, 'GET', `/api/profiles/${ownerId}`, { token });
  const opened = await callJson(server, 'PUT', `/api/profiles/${ownerId}`, {
    token,
    body: { baseVersion: profile.body.data?.version ?? 0, changes: { bookingPage: true } },
  });
  if (opened.status !== 200) throw new Error(`booking page: ${JSON.stringify(opened.body)}`);
  const body = await freeBookingRequest(server, ownerId, OWNER_SECRETS.bookingMessage);
  const asked = await callJson(server, 'POST', bookingRequestsPath(ownerId), { body });
  if (asked.status !== 201) throw new Error(`booking request: ${JSON.stringify(asked.body)}`);
  const [request] = await server.database.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.ownerId, ownerId));
  return request?.id ?? '';
}

/** A request for the first hour the owner's booking page offers now (each request takes its hour). */
export async function freeBookingRequest(server: TestServer, ownerId: string, message = '') {
  const page = await callJson<PublicBookingPage>(server, 'GET', publicBookingPath(ownerId), {});
  const startsAt = page.body.data?.slots[60][0];
  if (!startsAt) throw new Error(`no open hour: ${JSON.stringify(page.body)}`);
  return {
    startsAt,
    durationMinutes: 60,
    mode: 'video',
    name: 'Ana Booker',
    email: 'ana.booker@example.test',
    phone: '+33612345678',
    message,
    language: 'EN',
  };
}

/** The patient answers through a copied link; the notification it makes, as the owner pulls it. */
async function patientAnswers(server: TestServer, token: string, patientId: string): Promise<string> {
  const issued = await callJson<IssuedChatLink>(server, 'POST', chatLinkPath(patientId), {
    token,
    body: { delivery: 'copy', language: 'EN' },
  });
  const link = issued.body.data?.url.split('/chat-patient/')[1] ?? '';
  const answer = await callJson(server, 'POST', `${PATIENT_CHAT_PATH}/messages`, {
    headers: { [CHAT_LINK_HEADER]: link },
    body: { id: crypto.randomUUID(), text: 'Merci' },
  });
  if (answer.status !== 201) throw new Error(`patient answer: ${JSON.stringify(answer.body)}`);
  const pulled = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token });
  const notification = pulled.body.data?.changes.find((change) => change.entity === 'notification');
  if (!notification) throw new Error('the patient’s answer made no notification');
  return notification.row.id;
}

/** A built app of one file, so the SPA fallback answers 200 instead of "not built". */
function tinyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mindoffice-quality-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>MindOffice</title>');
  return dir;
}

export async function seedWorld(driver: DriverName): Promise<World> {
  const smtp = await startSmtpReceiver();
  const distDir = tinyDist();
  // The gates call rate-limited routes hundreds of times from one address; the limits have their own
  // suite. No background sweeps: a push marked sent or a reminder made between a refused request's two
  // snapshots would read as the request's doing (they have their own suites too).
  const server = await startTestServer(driver, {
    smtpUrl: smtp.url,
    publicUrl: WORLD_PUBLIC_URL,
    distDir,
    rateLimitMultiplier: 100_000,
    pushTimer: false,
    reminderTimer: false,
    // The booking request's acknowledgement would leave mid-check (a change no request made).
    patientMailTimer: false,
  });
  const admin = await adminToken(server);
  const owner = await onboardOwner(server, smtp, admin);
  const ownerData = await seedOwnerData(server, owner.token, owner.bannerFileId);
  const bookingRequestId = await seedBookingRequest(server, owner.id, owner.token);
  const strangerUser = await createUser(server);
  const stranger = { ...strangerUser, token: (await signIn(server, strangerUser)).token };

  async function linkWaitingForPassword() {
    const applicant = await registerApplicant(server);
    return { applicant, token: await approve(server, smtp, admin, applicant.id, applicant.email) };
  }

  return {
    server,
    admin: { token: admin },
    owner: { ...owner, ...ownerData, bookingRequestId },
    stranger,
    async freshLink(purpose) {
      if (purpose === 'chat') {
        // The owner's patient's chat link, copied (each new one replaces the last).
        const issued = await callJson<IssuedChatLink>(server, 'POST', chatLinkPath(ownerData.patientId), {
          token: owner.token,
          body: { delivery: 'copy', language: 'EN' },
        });
        return issued.body.data?.url.split('/chat-patient/')[1] ?? '';
      }
      if (purpose === 'unlock') {
        // Mailed only after many failed sign-ins from several addresses: issued here by the same function.
        const { id: userId } = await createUser(server);
        const now = new Date();
        return (
          await issueLink(server.database.db, { userId, purpose: 'unlock_sign_in', ttlMs: LINK_TTL_MS, now })
        ).token;
      }
      if (purpose === 'reset') {
        // Not the owner's account: a reset ends every session of the account it resets.
        const { email } = await createUser(server);
        await callJson(server, 'POST', '/api/password/forgot', { body: { email } });
        return tokenOf(firstLink(await smtp.waitFor(email, /reset|password/i)));
      }
      const { applicant, token } = await linkWaitingForPassword();
      if (purpose === 'create-password') return token;
      const body = { password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD };
      await callJson(server, 'POST', `/api/onboarding/create-password/${token}`, { body });
      return tokenOf(firstLink(await smtp.waitFor(applicant.email, /agreement/)));
    },
    async freshToken(account) {
      const credentials = account === 'admin' ? TEST_ADMIN : { owner, stranger }[account];
      return (await signIn(server, credentials)).token;
    },
    freshDraft: () => uploadApplicantFiles(server),
    async freshDraftFile() {
      const files = await uploadApplicantFiles(server);
      return { uploadToken: files.uploadToken, fileId: files.cvFileId };
    },
    async pendingRegistration() {
      return (await registerApplicant(server)).id;
    },
    async pendingCredentialReview() {
      // Not the owner: the matrix's other calls expect the owner's profile as seeded.
      const specialist = await createUser(server);
      await seedProfile(server.database, specialist.id);
      const { token } = await signIn(server, specialist);
      const path = `/api/profiles/${specialist.id}`;
      const current = await callJson<{ version: number }>(server, 'GET', path, { token });
      const changes = { profession: 'coach', professionTitle: 'life_coach' };
      const body = { baseVersion: current.body.data?.version ?? 0, changes };
      const headers = { 'Idempotency-Key': crypto.randomUUID() };
      const answer = await callJson(server, 'PUT', path, { token, body, headers });
      if (answer.status !== 200) throw new Error(`profile change answered ${answer.status}`);
      const [review] = await server.database.db
        .select({ id: credentialReviews.id })
        .from(credentialReviews)
        .where(eq(credentialReviews.userId, specialist.id));
      if (!review) throw new Error('no credential review');
      return review.id;
    },
    async close() {
      await server.stop();
      await smtp.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
