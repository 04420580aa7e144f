/**
 * The authorization matrix's expectations, one per route of the app, keyed "METHOD path" as Hono
 * registered it: the route's access class and the request each caller sends (the owner's valid one).
 */

import { eq } from 'drizzle-orm';
import { SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { CHAT_LINK_HEADER } from '#core/chats/chat-link-api';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import {
  SAMPLE_PATIENT_DOCUMENT,
  SAMPLE_RECORD_ADDENDUM,
  SAMPLE_RECORD_ENTRY,
} from '#core/record/sample-record';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { accessEvents } from '../db/schema.ts';
import { registrationBody, SAMPLE, uploadApplicantFiles } from '../onboarding/test-kit.ts';
import type { AccessClassName, Caller } from './access-classes.ts';
import {
  addPasskey,
  currentCode,
  ownerChallenge,
  ownerPasskeyChallenge,
  passkeyAnswer,
  passkeyRegistration,
  passwordOf,
  removeAddedPasskey,
  requiredSetupChallenge,
  setTwoFactorPolicy,
  startAuthenticatorSetup,
  turnAuthenticatorOff,
  turnAuthenticatorOn,
} from './authenticator-calls.ts';
import { freeBookingRequest, type World } from './seed-world.ts';

export type CallSpec = {
  params?: Record<string, string>;
  /** A full path instead of the route's pattern (the catch-all). */
  path?: string;
  query?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Sign in again and call with that session (for a call that ends its own session). */
  freshSession?: true;
  /** Open the route as a WebSocket (`?token=` carries the caller's access token). */
  websocket?: true;
};

export type AuthorizationEntry = {
  access: AccessClassName;
  request(world: World, caller: Caller): CallSpec | Promise<CallSpec>;
  /** A 2xx batch answers per call: the status the stranger's call on the owner's row must get. */
  strangerInnerStatus?: number;
  /** Undoes, after each caller's call, what the request turned on that other entries rely on. */
  after?(world: World, caller: Caller): Promise<void>;
};

const PASSWORD = { password: 'Owner-pass-2026!', confirmPassword: 'Owner-pass-2026!' };
/** Well-formed (43 base64url characters like a real link token) but issued to nobody. */
const FOREIGN_LINK_TOKEN = 'Zm9yZWlnbi1saW5rLXRva2VuLW5vYm9keS1vd25zLWl0';

type LinkPurpose = Parameters<World['freshLink']>[0];

function linkRoute(purpose: LinkPurpose, body?: unknown): AuthorizationEntry {
  return {
    access: 'link-token',
    async request(world, caller) {
      const token = caller === 'owner' ? await world.freshLink(purpose) : FOREIGN_LINK_TOKEN;
      return body === undefined ? { params: { token } } : { params: { token }, body };
    },
  };
}

/** A patient chat route: the owner holds a fresh link of their patient, the others a foreign token. */
function chatLinkRoute(call: (world: World) => Omit<CallSpec, 'headers'> = () => ({})): AuthorizationEntry {
  return {
    access: 'link-token',
    async request(world, caller) {
      const token = caller === 'owner' ? await world.freshLink('chat') : FOREIGN_LINK_TOKEN;
      return { ...call(world), headers: { [CHAT_LINK_HEADER]: token } };
    },
  };
}

/** A document for a chat: the outbox's `chatMessage.file` (`field`, `fileId`) or the patient's (`id`). */
function attachmentForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(SAMPLE.pdf())]), 'notes.pdf');
  return form;
}

function documentForm(): FormData {
  const form = new FormData();
  form.append('kind', 'document');
  form.append('file', new Blob([new Uint8Array(SAMPLE.pdf())]), 'letter.pdf');
  return form;
}

/** The outbox's `<entity>.file`: a new image for `field` under a fresh client id. */
function imageForm(field: string, kind: 'png' | 'jpeg' = 'png'): FormData {
  const form = new FormData();
  form.append('field', field);
  form.append('fileId', crypto.randomUUID());
  form.append('file', new Blob([new Uint8Array(SAMPLE[kind]())]), `image.${kind === 'png' ? 'png' : 'jpg'}`);
  return form;
}

const newPatient = () => ({
  id: crypto.randomUUID(),
  name: 'Ordinary Person',
  contactNumber: '+33612345678',
  gender: 'male',
  dateOfBirth: '1980-01-01',
  country: 'FR',
  type: 'individual',
  email: 'ordinary@example.com',
  companyId: null,
});

/**
 * A DELETE of a synced entity (or a patient's erasure): the owner deletes a row of their own made for it (through `path`); the
 * others aim at the owner's seeded row.
 */
function deleteEntry(path: string, make: (world: World) => { id: string }, seeded: (world: World) => string) {
  return {
    access: 'office-by-id',
    async request(world: World, caller: Caller) {
      if (caller !== 'owner') return { params: { id: seeded(world) }, body: {} };
      const row = make(world);
      await fetch(`${world.server.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(row),
      });
      return { params: { id: row.id }, body: {} };
    },
  } satisfies AuthorizationEntry;
}

const ownerPatient = (world: World) => ({ params: { id: world.owner.patientId } });
const ownerSession = (world: World) => ({ params: { id: world.owner.sessionId } });

/** Each booking an hour after the last, so none is refused for overlapping another. */
let bookedHours = 0;
const newSession = (world: World) => {
  bookedHours += 1;
  const startsAt = new Date(Date.UTC(2030, 0, 1) + bookedHours * 3_600_000).toISOString();
  return { ...SAMPLE_SESSION, id: crypto.randomUUID(), patientId: world.owner.patientId, startsAt };
};

const ownerOffer = (world: World) => ({ params: { id: world.owner.offerId } });
const ownerPackage = (world: World) => ({ params: { id: world.owner.packageId } });
const newOffer = () => ({ ...SAMPLE_PACKAGE_OFFER, id: crypto.randomUUID() });
const newPackage = (world: World) => ({
  ...SAMPLE_PACKAGE,
  id: crypto.randomUUID(),
  offerId: world.owner.offerId,
  patientId: world.owner.patientId,
});
const ownerArticle = (world: World) => ({ params: { id: world.owner.articleId } });
const newArticle = () => ({ ...SAMPLE_ARTICLE, id: crypto.randomUUID() });
const ownerChatMessage = (world: World) => ({ params: { id: world.owner.chatMessageId } });
const ownerNotification = (world: World) => ({ params: { id: world.owner.notificationId } });
const newChatMessage = (world: World) => ({
  ...SAMPLE_CHAT_MESSAGE,
  id: crypto.randomUUID(),
  patientId: world.owner.patientId,
});
/** One of the owner's access-log lines (the seeded world's writes made some). */
async function ownerAccessEventId(world: World): Promise<string> {
  const [line] = await world.server.database.db
    .select({ id: accessEvents.id })
    .from(accessEvents)
    .where(eq(accessEvents.ownerId, world.owner.id))
    .limit(1);
  if (!line) throw new Error('the owner has no access-log line');
  return line.id;
}

const newRecordEntry = (world: World) => ({
  ...SAMPLE_RECORD_ENTRY,
  id: crypto.randomUUID(),
  patientId: world.owner.patientId,
});
const newRecordAddendum = (world: World) => ({
  ...SAMPLE_RECORD_ADDENDUM,
  id: crypto.randomUUID(),
  entryId: world.owner.recordEntryId,
  patientId: world.owner.patientId,
});

const newPatientDocument = (world: World) => ({
  ...SAMPLE_PATIENT_DOCUMENT,
  id: crypto.randomUUID(),
  patientId: world.owner.patientId,
});

/** The outbox's `patientDocument.file`: a PDF for the document under a fresh client id. */
function recordDocumentForm(): FormData {
  const form = new FormData();
  form.append('field', 'fileId');
  form.append('fileId', crypto.randomUUID());
  form.append('file', new Blob([new Uint8Array(SAMPLE.pdf())]), 'letter.pdf');
  return form;
}

const harmlessEdit = { baseVersion: 0, changes: { country: 'BE' } };

export const AUTHORIZATION_TABLE: Readonly<Record<string, AuthorizationEntry>> = {
  'GET /api/health': { access: 'public', request: () => ({}) },
  'GET /api/ready': { access: 'public', request: () => ({}) },
  'POST /api/auth/sign-in': {
    access: 'public',
    request: (world) => ({ body: { email: world.owner.email, password: world.owner.password } }),
  },
  'POST /api/auth/unlock': {
    // The e-mailed unlock link's token travels in the body instead of the path.
    access: 'link-token',
    request: async (world, caller) => ({
      body: { token: caller === 'owner' ? await world.freshLink('unlock') : FOREIGN_LINK_TOKEN },
    }),
  },
  // Whoever sends the owner's challenge with a right code signs in as the owner: the challenge is
  // the credential, like a password.
  'POST /api/auth/second-factor': {
    access: 'public',
    request: async (world) => ({ body: await ownerChallenge(world) }),
    after: (world) => turnAuthenticatorOff(world, 'owner'),
  },
  // A setup as the second step, for an owner the administrator requires a factor of.
  'POST /api/auth/second-factor/setup': {
    access: 'public',
    request: async (world) => ({ body: { challenge: await requiredSetupChallenge(world) } }),
    after: (world) => setTwoFactorPolicy(world, false),
  },
  'POST /api/auth/second-factor/passkey/options': {
    access: 'public',
    request: async (world) => ({ body: { challenge: (await ownerPasskeyChallenge(world)).challenge } }),
    after: (world) => removeAddedPasskey(world, 'owner'),
  },
  'POST /api/auth/second-factor/passkey': {
    access: 'public',
    async request(world) {
      const { authenticator, challenge } = await ownerPasskeyChallenge(world);
      const optionsPath = '/api/auth/second-factor/passkey/options';
      return {
        body: { challenge, response: await passkeyAnswer(world, authenticator, optionsPath, { challenge }) },
      };
    },
    after: (world) => removeAddedPasskey(world, 'owner'),
  },
  'POST /api/auth/passkey/options': { access: 'public', request: () => ({}) },
  // Whoever holds the owner's passkey signs in as the owner.
  'POST /api/auth/passkey': {
    access: 'public',
    async request(world) {
      const authenticator = await addPasskey(world, 'owner');
      return { body: { response: await passkeyAnswer(world, authenticator, '/api/auth/passkey/options') } };
    },
    after: (world) => removeAddedPasskey(world, 'owner'),
  },
  'POST /api/auth/sign-out': { access: 'session', request: () => ({ body: {}, freshSession: true }) },
  'GET /api/auth/me': { access: 'session', request: () => ({}) },
  'POST /api/common/refresh-token': {
    access: 'public',
    async request(world) {
      // Refresh tokens rotate: each caller presents one nobody has used yet.
      const answer = await fetch(`${world.server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: world.owner.email, password: world.owner.password }),
      });
      const { data } = (await answer.json()) as { data: { refreshToken: string } };
      return {
        body: { userId: world.owner.id, userType: 'specialist', refreshToken: data.refreshToken },
      };
    },
  },
  'GET /api/registration/email-availability': {
    access: 'public',
    request: () => ({ query: '?email=someone.new@test.local' }),
  },
  'POST /api/registration': {
    access: 'public',
    request: async (world) => ({ body: registrationBody(await uploadApplicantFiles(world.server)) }),
  },
  'POST /api/files': { access: 'public', request: () => ({ form: documentForm() }) },
  // Any signed-in caller gets their own files among the ids: the owner's ids give another caller [].
  'GET /api/files': {
    access: 'session',
    request: (world) => ({ query: `?ids=${world.owner.fileId}` }),
  },
  'GET /api/files/:id': {
    access: 'file-reader',
    request: (world) => ({ params: { id: world.owner.fileId } }),
  },
  'DELETE /api/files/:id': {
    access: 'upload-token',
    async request(world, caller) {
      const draft = await world.freshDraftFile();
      if (caller !== 'owner') return { params: { id: draft.fileId } };
      return { params: { id: draft.fileId }, headers: { 'X-Upload-Token': draft.uploadToken } };
    },
  },
  'GET /api/onboarding/create-password/:token': linkRoute('create-password'),
  'POST /api/onboarding/create-password/:token': linkRoute('create-password', PASSWORD),
  'GET /api/onboarding/agreement/:token': linkRoute('agreement'),
  'POST /api/onboarding/agreement/:token': linkRoute('agreement', {}),
  'GET /api/onboarding/profile': { access: 'profile', request: () => ({}) },
  'PUT /api/onboarding/profile/photo': {
    access: 'profile',
    request: (world) => ({ body: { photoFileId: world.owner.photoFileId } }),
  },
  'PUT /api/onboarding/profile/basic-info': {
    access: 'profile',
    request: (world) => ({
      body: {
        biography: 'Clinical psychologist.',
        bannerFileId: world.owner.bannerFileId,
        patientCategories: ['adults_18_plus'],
        problems: ['anxiety'],
        therapyModes: ['video'],
      },
    }),
  },
  'PUT /api/onboarding/profile/session': {
    access: 'profile',
    request: () => ({
      body: {
        price30: 40,
        price60: 70,
        availability: [{ day: 'mon', start: '09:00', end: '12:00' }],
        sessionOffer: 'both',
        bankName: 'BNP Paribas',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
      },
    }),
  },
  'PATCH /api/onboarding/profile/session': { access: 'profile', request: () => ({ body: { price30: 45 } }) },
  'POST /api/password/forgot': {
    access: 'public',
    request: (world) => ({ body: { email: world.owner.email } }),
  },
  'GET /api/password/reset/:token': linkRoute('reset'),
  'POST /api/password/reset/:token': linkRoute('reset', PASSWORD),
  'GET /api/admin/registrations': { access: 'admin-only', request: () => ({ query: '?search=a' }) },
  'GET /api/admin/registrations/:id': {
    access: 'admin-only',
    request: async (world) => ({ params: { id: await world.pendingRegistration() } }),
  },
  'POST /api/admin/registrations/:id/approve': {
    access: 'admin-only',
    request: async (world) => ({ params: { id: await world.pendingRegistration() } }),
  },
  'POST /api/admin/registrations/:id/reject': {
    access: 'admin-only',
    request: async (world) => ({
      params: { id: await world.pendingRegistration() },
      body: { reason: 'The diploma is not legible.' },
    }),
  },
  'GET /api/admin/specialists': { access: 'admin-only', request: () => ({ query: '?page=1' }) },
  'GET /api/admin/mail': { access: 'admin-only', request: () => ({}) },
  'GET /api/admin/two-factor-policy': { access: 'admin-only', request: () => ({}) },
  'PUT /api/admin/two-factor-policy': {
    access: 'admin-only',
    request: () => ({ body: { requiredForSpecialists: false } }),
  },
  'POST /api/admin/specialists/:id/two-factor/reset': {
    access: 'admin-only',
    async request(world, caller) {
      if (caller === 'admin') await turnAuthenticatorOn(world, 'owner');
      return { params: { id: world.owner.id } };
    },
  },
  'GET /api/admin/commission-rates': { access: 'admin-only', request: () => ({}) },
  // The default rate again: the matrix's other tests book at the rate they expect.
  'POST /api/admin/commission-rates': { access: 'admin-only', request: () => ({ body: { rateBps: 1000 } }) },
  'GET /api/commission-rate': { access: 'office', request: () => ({}) },
  'GET /api/admin/credential-reviews': { access: 'admin-only', request: () => ({ query: '?search=a' }) },
  'GET /api/admin/credential-reviews/:id': {
    access: 'admin-only',
    request: async (world) => ({ params: { id: await world.pendingCredentialReview() } }),
  },
  'POST /api/admin/credential-reviews/:id/accept': {
    access: 'admin-only',
    request: async (world) => ({ params: { id: await world.pendingCredentialReview() } }),
  },
  'POST /api/admin/credential-reviews/:id/correction': {
    access: 'admin-only',
    request: async (world) => ({
      params: { id: await world.pendingCredentialReview() },
      body: { note: 'Please add the diploma of your new title.' },
    }),
  },
  'POST /api/patients': { access: 'office', request: () => ({ body: newPatient() }) },
  'PUT /api/patients/:id': {
    access: 'office-by-id',
    request: (world) => ({ ...ownerPatient(world), body: harmlessEdit }),
  },
  'DELETE /api/patients/:id': deleteEntry('/api/patients', newPatient, (world) => world.owner.patientId),
  'GET /api/patients/:id': { access: 'office-by-id', request: ownerPatient },
  // The booking names the owner's patient: for a stranger that patient does not exist (404).
  'POST /api/sessions': { access: 'office-by-id', request: (world) => ({ body: newSession(world) }) },
  'PUT /api/sessions/:id': {
    access: 'office-by-id',
    request: (world) => ({
      ...ownerSession(world),
      body: { baseVersion: 0, changes: { notes: 'Follow up.' } },
    }),
  },
  'DELETE /api/sessions/:id': deleteEntry('/api/sessions', newSession, (world) => world.owner.sessionId),
  'GET /api/sessions/:id': { access: 'office-by-id', request: ownerSession },
  'POST /api/package-offers': { access: 'office', request: () => ({ body: newOffer() }) },
  'PUT /api/package-offers/:id': {
    access: 'office-by-id',
    request: (world) => ({ ...ownerOffer(world), body: { baseVersion: 0, changes: { validityDays: 120 } } }),
  },
  'DELETE /api/package-offers/:id': deleteEntry(
    '/api/package-offers',
    newOffer,
    (world) => world.owner.offerId,
  ),
  'GET /api/package-offers/:id': { access: 'office-by-id', request: ownerOffer },
  // The sale names the owner's offer and patient: for a stranger they do not exist (404).
  'POST /api/packages': { access: 'office-by-id', request: (world) => ({ body: newPackage(world) }) },
  'PUT /api/packages/:id': {
    access: 'office-by-id',
    request: (world) => ({ ...ownerPackage(world), body: { baseVersion: 0, changes: { paid: false } } }),
  },
  'DELETE /api/packages/:id': deleteEntry('/api/packages', newPackage, (world) => world.owner.packageId),
  'GET /api/packages/:id': { access: 'office-by-id', request: ownerPackage },
  // The profile's id is its specialist's: for a stranger it is another's row (404), like any row.
  'PUT /api/profiles/:id': {
    access: 'office-by-id',
    request: (world) => ({
      params: { id: world.owner.id },
      body: { baseVersion: 0, changes: { biography: 'Clinical psychologist, adults and couples.' } },
    }),
  },
  'POST /api/profiles/:id/files': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.id }, form: imageForm('photoFileId') }),
  },
  'GET /api/profiles/:id': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.id } }),
  },
  'POST /api/articles': { access: 'office', request: () => ({ body: newArticle() }) },
  'PUT /api/articles/:id': {
    access: 'office-by-id',
    request: (world) => ({
      ...ownerArticle(world),
      body: { baseVersion: 0, changes: { titleFr: 'Bien dormir' } },
    }),
  },
  'DELETE /api/articles/:id': deleteEntry('/api/articles', newArticle, (world) => world.owner.articleId),
  'GET /api/articles/:id': { access: 'office-by-id', request: ownerArticle },
  'POST /api/articles/:id/files': {
    access: 'office-by-id',
    request: (world) => ({ ...ownerArticle(world), form: imageForm('bannerFileId', 'jpeg') }),
  },
  'GET /api/public/articles/:id': { access: 'published-or-author', request: ownerArticle },
  'GET /api/public/articles/:id/banner': { access: 'published-or-author', request: ownerArticle },
  'GET /api/public/articles/:id/author-photo': { access: 'published-or-author', request: ownerArticle },
  // The message names the owner's patient: for a stranger it does not exist (404).
  'POST /api/chat-messages': {
    access: 'office-by-id',
    request: (world) => ({ body: newChatMessage(world) }),
  },
  'PUT /api/chat-messages/:id': {
    access: 'office-by-id',
    request: (world) => ({ ...ownerChatMessage(world), body: { baseVersion: 0, changes: { readAt: null } } }),
  },
  'GET /api/chat-messages/:id': { access: 'office-by-id', request: ownerChatMessage },
  'POST /api/chat-messages/:id/files': {
    access: 'office-by-id',
    request: (world) => ({
      ...ownerChatMessage(world),
      form: attachmentForm({ field: 'attachments', fileId: crypto.randomUUID() }),
    }),
  },
  // Made by the server; a device only marks one read.
  'PUT /api/notifications/:id': {
    access: 'office-by-id',
    request: (world) => ({
      ...ownerNotification(world),
      body: { baseVersion: 0, changes: { readAt: null } },
    }),
  },
  'GET /api/notifications/:id': { access: 'office-by-id', request: ownerNotification },
  // A line about the owner's patient: another specialist's is refused like an unknown patient.
  'POST /api/access-events': {
    access: 'office-by-id',
    request: (world) => ({
      body: {
        id: crypto.randomUUID(),
        action: 'view',
        subject: 'patient',
        subjectId: world.owner.patientId,
        patientId: world.owner.patientId,
        device: null,
        at: new Date().toISOString(),
        adminId: null,
      },
    }),
  },
  'GET /api/access-events/:id': {
    access: 'office-by-id',
    request: async (world) => ({ params: { id: await ownerAccessEventId(world) } }),
  },
  // The clinical record: an entry names the owner's patient, an addendum the owner's signed note; for
  // a stranger neither exists (404). The draft takes edits (the signed note refuses them).
  'POST /api/record-entries': {
    access: 'office-by-id',
    request: (world) => ({ body: newRecordEntry(world) }),
  },
  'PUT /api/record-entries/:id': {
    access: 'office-by-id',
    request: (world) => ({
      params: { id: world.owner.recordDraftId },
      body: { baseVersion: 0, changes: { sections: { subjective: 'Rescheduled; calmer.' } } },
    }),
  },
  'DELETE /api/record-entries/:id': deleteEntry(
    '/api/record-entries',
    newRecordEntry,
    (world) => world.owner.recordDraftId,
  ),
  'GET /api/record-entries/:id': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.recordEntryId } }),
  },
  'POST /api/record-addenda': {
    access: 'office-by-id',
    request: (world) => ({ body: newRecordAddendum(world) }),
  },
  'GET /api/record-addenda/:id': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.recordAddendumId } }),
  },
  // What the patient was told about the owner's session: another specialist's is not found.
  'GET /api/sessions/:id/patient-mails': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.sessionId } }),
  },
  // A document names the owner's patient; its file is uploaded to the owner's document only.
  'POST /api/patient-documents': {
    access: 'office-by-id',
    request: (world) => ({ body: newPatientDocument(world) }),
  },
  'PUT /api/patient-documents/:id': {
    access: 'office-by-id',
    request: (world) => ({
      params: { id: world.owner.patientDocumentId },
      body: { baseVersion: 0, changes: { category: 'report' } },
    }),
  },
  'DELETE /api/patient-documents/:id': deleteEntry(
    '/api/patient-documents',
    newPatientDocument,
    (world) => world.owner.patientDocumentId,
  ),
  'GET /api/patient-documents/:id': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.patientDocumentId } }),
  },
  'POST /api/patient-documents/:id/files': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.patientDocumentId }, form: recordDocumentForm() }),
  },
  // The owner's booking page is open (seed-world.ts): anyone reads it and asks for an open hour; a
  // page not opened answers 404 to everyone (booking/booking-page.test.ts). The requests are the owner's.
  'GET /api/public/booking/:id': {
    access: 'public',
    request: (world) => ({ params: { id: world.owner.id } }),
  },
  'GET /api/public/booking/:id/photo': {
    access: 'public',
    request: (world) => ({ params: { id: world.owner.id } }),
  },
  'POST /api/public/booking/:id/requests': {
    access: 'public',
    request: async (world) => ({
      params: { id: world.owner.id },
      body: await freeBookingRequest(world.server, world.owner.id),
    }),
  },
  'GET /api/booking-requests/:id': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.bookingRequestId } }),
  },
  'PUT /api/booking-requests/:id': {
    access: 'office-by-id',
    request: (world) => ({
      params: { id: world.owner.bookingRequestId },
      body: { baseVersion: 0, changes: { status: 'declined' } },
    }),
  },
  'POST /api/patients/:id/chat-link': {
    access: 'office-by-id',
    request: (world) => ({
      params: { id: world.owner.patientId },
      body: { delivery: 'copy', language: 'EN' },
    }),
  },
  'GET /api/patients/:id/chat-link': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.patientId } }),
  },
  'DELETE /api/patients/:id/chat-link': {
    access: 'office-by-id',
    request: (world) => ({ params: { id: world.owner.patientId }, body: {} }),
  },
  // The owner erases a patient made for it; the others aim at the seeded one.
  'POST /api/patients/:id/erasure': deleteEntry(
    '/api/patients',
    newPatient,
    (world) => world.owner.patientId,
  ),
  // The patient's link in its header is the whole credential; a bearer adds nothing.
  'GET /api/patient-chat': chatLinkRoute(),
  'GET /api/patient-chat/photo': chatLinkRoute(),
  'POST /api/patient-chat/messages': chatLinkRoute(() => ({
    body: { id: crypto.randomUUID(), text: 'Merci' },
  })),
  'POST /api/patient-chat/read': chatLinkRoute(() => ({ body: { upTo: new Date().toISOString() } })),
  'POST /api/patient-chat/attachments': chatLinkRoute(() => ({
    form: attachmentForm({ id: crypto.randomUUID() }),
  })),
  // The seeded patient has a video session starting in a few minutes: its room is open.
  'GET /api/patient-chat/ice-servers': chatLinkRoute(),
  'GET /api/patient-chat/files/:fileId': chatLinkRoute((world) => ({
    params: { fileId: world.owner.chatAttachmentId },
  })),
  'GET /api/sync/changes': { access: 'office', request: () => ({ query: '?since=0' }) },
  // The caller's own browser: nothing of another specialist is read or written.
  'GET /api/rooms/ice-servers': { access: 'office', request: () => ({}) },
  'GET /api/push/key': { access: 'office', request: () => ({}) },
  // Each signed-in user's own two-factor sign-in, specialists and admins alike.
  'GET /api/account/security': { access: 'session', request: () => ({}) },
  'POST /api/account/security/totp': {
    access: 'session',
    request: (world, caller) => ({
      body: { password: caller === 'anonymous' ? 'x' : passwordOf(world, caller) },
    }),
  },
  'POST /api/account/security/totp/confirm': {
    access: 'session',
    request: async (world, caller) =>
      caller === 'anonymous'
        ? { body: { code: '123456' } }
        : { body: { code: currentCode(await startAuthenticatorSetup(world, caller)) } },
    after: (world, caller) =>
      caller === 'anonymous' ? Promise.resolve() : turnAuthenticatorOff(world, caller),
  },
  'DELETE /api/account/security/totp': {
    access: 'session',
    async request(world, caller) {
      if (caller === 'anonymous') return { body: { password: 'x' } };
      await turnAuthenticatorOn(world, caller);
      return { body: { password: passwordOf(world, caller) } };
    },
  },
  'POST /api/account/security/passkeys/options': {
    access: 'session',
    request: (world, caller) => ({
      body: { password: caller === 'anonymous' ? 'x' : passwordOf(world, caller) },
    }),
  },
  'POST /api/account/security/passkeys': {
    access: 'session',
    async request(world, caller) {
      if (caller === 'anonymous') return { body: { name: 'Key', response: {} } };
      return { body: { name: 'Matrix key', response: (await passkeyRegistration(world, caller)).response } };
    },
    after: removeAddedPasskey,
  },
  'DELETE /api/account/security/passkeys/:id': {
    access: 'session',
    async request(world, caller) {
      if (caller === 'anonymous') return { params: { id: 'no-such-passkey' }, body: { password: 'x' } };
      const { id } = await addPasskey(world, caller);
      return { params: { id }, body: { password: passwordOf(world, caller) } };
    },
  },
  // Each specialist exports their own practice; the matrix checks no byte of the owner's reaches another.
  'GET /api/account/export': { access: 'office', request: () => ({}) },
  'GET /api/admin/access-log': { access: 'admin-only', request: () => ({ query: '?page=1&pageSize=5' }) },
  'POST /api/account/closure': {
    access: 'office-irreversible',
    request: () => ({ body: { password: 'Not-their-pass-1!' } }),
  },
  'POST /api/account/security/recovery-codes': {
    access: 'session',
    async request(world, caller) {
      if (caller === 'anonymous') return { body: { password: 'x' } };
      await turnAuthenticatorOn(world, caller);
      return { body: { password: passwordOf(world, caller) } };
    },
    after: (world, caller) =>
      caller === 'anonymous' ? Promise.resolve() : turnAuthenticatorOff(world, caller),
  },
  'POST /api/push/subscriptions': {
    access: 'office',
    request: () => ({
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
        keys: { p256dh: 'BPx3f7yKZ1rDqg', auth: 'c2VjcmV0' },
      },
    }),
  },
  'DELETE /api/push/subscriptions': {
    access: 'office',
    request: () => ({ body: { endpoint: 'https://push.example.test/none' } }),
  },
  'POST /api/sync/batch': {
    access: 'office',
    strangerInnerStatus: 404,
    request: (world) => ({
      body: {
        calls: [
          {
            idempotencyKey: crypto.randomUUID(),
            method: 'PUT',
            path: `/api/patients/${world.owner.patientId}`,
            body: harmlessEdit,
          },
        ],
      },
    }),
  },
  'GET /ws': { access: 'session', request: () => ({ websocket: true }) },
  'GET /*': { access: 'static', request: () => ({ path: '/office/patients' }) },
};
