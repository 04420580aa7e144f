/**
 * What the hostile-input fuzz sends to each route, keyed "METHOD path" like the authorization table:
 * who calls, which real ids fill the path, and the valibot schemas of the query and the body.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { ACCESS_EVENT_ENTITY } from '#core/access-log/access-event-entity';
import { ARTICLE_ENTITY } from '#core/articles/article-entity';
import { articleFieldEntries } from '#core/articles/article-schema';
import { HOSTILE_ARTICLE_BODIES } from '#core/articles/hostile-article-bodies';
import { refreshTokenSchema, signInSchema, unlockSignInSchema } from '#core/auth';
import { BOOKING_REQUEST_ENTITY } from '#core/booking/booking-request-entity';
import { bookingRequestInputSchema } from '#core/booking/booking-request-schema';
import {
  CHAT_LINK_HEADER,
  chatLinkRequestSchema,
  patientMessageSchema,
  patientReadSchema,
} from '#core/chats/chat-link-api';
import { CHAT_MESSAGE_ENTITY } from '#core/chats/chat-message-entity';
import { requestCorrectionSchema } from '#core/credentials/credential-review-api';
import { NOTIFICATION_ENTITY } from '#core/notifications/notification-entity';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#core/notifications/push-api';
import {
  agreementSchema,
  createPasswordSchema,
  forgotPasswordSchema,
  rejectRegistrationSchema,
  resetPasswordSchema,
} from '#core/onboarding/account-links';
import { FILE_KINDS } from '#core/onboarding/files';
import {
  basicInfoStepSchema,
  editSessionSchema,
  photoStepSchema,
  sessionStepSchema,
} from '#core/onboarding/profile-completion';
import { emailAvailabilityQuerySchema, registrationSchema } from '#core/onboarding/registration';
import { PACKAGE_ENTITY, PACKAGE_OFFER_ENTITY } from '#core/packages/package-entity';
import { createPatientArgs, updatePatientBody } from '#core/patients/patient-entity';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import {
  PATIENT_DOCUMENT_ENTITY,
  RECORD_ADDENDUM_ENTITY,
  RECORD_ENTRY_ENTITY,
} from '#core/record/record-entity';
import { commissionRateInputSchema } from '#core/sessions/commission-api';
import { SESSION_ENTITY } from '#core/sessions/session-entity';
import { batchRequestSchema } from '#core/sync/batch';
import {
  challengeSchema,
  confirmPasswordSchema,
  confirmTotpSchema,
  passkeySecondFactorSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  secondFactorSchema,
  twoFactorPolicySchema,
} from '#core/two-factor';
import { mobileRule } from '#core/validation/mobile';
import type { Hints } from './valibot-arbitrary.ts';

/** The real rows and tokens a valid case aims at (so it gets past the 404 into the handler). */
export type FuzzIds = {
  patient: string;
  session: string;
  offer: string;
  package: string;
  /** The owner's draft article (with a banner). */
  article: string;
  /** The owner's message to the patient, and its document. */
  chatMessage: string;
  chatAttachment: string;
  /** The notification of the patient's answer. */
  notification: string;
  /** The owner's signed note, its addendum, and a draft note. */
  recordEntry: string;
  recordAddendum: string;
  patientDocument: string;
  recordDraft: string;
  /** The request from the owner's open booking page. */
  bookingRequest: string;
  /** The owner's own profile (its id is the owner's user id). */
  profile: string;
  file: string;
  draftFile: string;
  uploadToken: string;
  registration: string;
  /** FRESH_REGISTRATION: a registration still pending when the case is sent. */
  freshRegistration: string;
  /** A credential review (pending for the first decision only: later ones answer 409). */
  credentialReview: string;
  createPasswordToken: string;
  agreementToken: string;
  resetToken: string;
  unlockToken: string;
  /** A live chat link of the owner's patient (the patient's side of the chat). */
  chatLinkToken: string;
  photoFile: string;
  bannerFile: string;
};
export type IdKind = keyof FuzzIds;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stand-ins for a draft uploaded just before the case is sent (a registration consumes its draft,
 * so each case needs its own): fuzz-routes.ts swaps them for real ids wherever they ended up.
 */
export const FRESH_DRAFT = {
  uploadToken: '@@draft-upload-token@@',
  photoFileId: '@@draft-photo@@',
  diplomaFileId: '@@draft-diploma@@',
  cvFileId: '@@draft-cv@@',
} as const;

/** Stand-in for a registration made just before the case (a decision is final: each case needs one). */
export const FRESH_REGISTRATION = '@@fresh-registration@@';

/** A registration that only its generated fields can spoil: real draft files, one diploma. */
function onFreshDraft(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { videoFileId: _video, ...rest } = value;
  const [diploma] = Array.isArray(value.diplomas) ? value.diplomas : [];
  return {
    ...rest,
    uploadToken: FRESH_DRAFT.uploadToken,
    photoFileId: FRESH_DRAFT.photoFileId,
    diplomas: [{ ...(isRecord(diploma) ? diploma : {}), documentFileId: FRESH_DRAFT.diplomaFileId }],
    documentFileIds: [FRESH_DRAFT.cvFileId],
    // Cross-field rules: the title belongs to the profession; a YouTube link stands in for a video.
    profession: 'psychologist',
    professionTitle: 'clinical_psychologist',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };
}

export type FuzzEntry = {
  /** `fresh-owner`: a new session per case, for a call that may end the session it is made with. */
  as: 'anonymous' | 'owner' | 'fresh-owner' | 'admin';
  params?: Readonly<Record<string, IdKind>>;
  query?: v.GenericSchema;
  body?: v.GenericSchema | 'multipart';
  /** Headers a valid call carries (the applicant's upload token). */
  headers?: (ids: FuzzIds) => Record<string, string>;
  /** Cross-field rules the generator cannot know (a confirmation equal to the password, real file ids). */
  adjust?: (value: unknown, ids: FuzzIds) => unknown;
  websocket?: true;
  /** The SPA catch-all: the whole path is the input. */
  catchAll?: true;
};

/** Valid values of the rules the walker cannot invert (a mobile number's country plan, an IBAN). */
export const SCHEMA_HINTS: Hints = new Map<unknown, fc.Arbitrary<unknown>>([
  [mobileRule, fc.constantFrom('+33612345678', '+33698765432', '+212612345678')],
  [sessionStepSchema.entries.iban, fc.constantFrom('FR7630006000011234567890189', 'DE89370400440532013000')],
  // An article body is a tiptap document the walker cannot build: real ones, hostile ones among them.
  [articleFieldEntries.contentEn, fc.constantFrom(null, ...HOSTILE_ARTICLE_BODIES)],
]);

const confirmed = (value: unknown) =>
  isRecord(value) ? { ...value, confirmPassword: value.password } : value;

const withFields = (fields: (ids: FuzzIds) => Record<string, unknown>) => (value: unknown, ids: FuzzIds) =>
  isRecord(value) ? { ...value, ...fields(ids) } : value;

/** Availability slots that end after they start (the generator draws both times independently). */
function orderedSlots(value: unknown): unknown {
  if (!isRecord(value) || !Array.isArray(value.availability)) return value;
  const availability = value.availability.map((slot: unknown) => {
    if (!isRecord(slot) || typeof slot.start !== 'string' || typeof slot.end !== 'string') return slot;
    const [start, end] = [slot.start, slot.end].sort();
    return start === end ? slot : { ...slot, start, end };
  });
  return { ...value, availability };
}

/** Batch calls aimed at the routes a batch may carry, so they reach the patient commands. */
function batchTargets(value: unknown, ids: FuzzIds): unknown {
  if (!isRecord(value) || !Array.isArray(value.calls)) return value;
  const calls = value.calls.map((call: unknown) =>
    isRecord(call)
      ? { ...call, path: call.method === 'POST' ? '/api/patients' : `/api/patients/${ids.patient}` }
      : call,
  );
  return { ...value, calls };
}

// The routes below validate these parameters by hand (no exported schema): these mirror what they read.
const pageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000))),
  pageSize: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100))),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
const changesQuery = v.object({
  cursors: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z][A-Za-z]{0,15}:\d{1,6}(,[a-z][A-Za-z]{0,15}:\d{1,6}){0,9}$/)),
  ),
  since: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(1e6))),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
const signOutBody = v.strictObject({
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(20), v.maxLength(200))),
});
const uploadQuery = v.object({ kind: v.optional(v.picklist(FILE_KINDS)) });
const chatLinkHeader = (ids: FuzzIds) => ({ [CHAT_LINK_HEADER]: ids.chatLinkToken });
const beforeQuery = v.object({ before: v.optional(v.pipe(v.string(), v.isoTimestamp())) });
const uploadTokenQuery = v.object({ uploadToken: v.optional(v.pipe(v.string(), v.minLength(20))) });
const wsQuery = v.object({ token: v.optional(v.string()) });
const ownFilesQuery = v.object({ ids: v.optional(v.pipe(v.string(), v.maxLength(800))) });
const nothing = v.strictObject({});

export const FUZZ_TABLE: Readonly<Record<string, FuzzEntry>> = {
  'GET /api/health': { as: 'anonymous' },
  'GET /api/ready': { as: 'anonymous' },
  'POST /api/auth/sign-in': { as: 'anonymous', body: signInSchema },
  'POST /api/auth/unlock': {
    as: 'anonymous',
    body: unlockSignInSchema,
    adjust: withFields((ids) => ({ token: ids.unlockToken })),
  },
  'POST /api/auth/second-factor': { as: 'anonymous', body: secondFactorSchema },
  'POST /api/auth/second-factor/setup': { as: 'anonymous', body: challengeSchema },
  'POST /api/auth/second-factor/passkey/options': { as: 'anonymous', body: challengeSchema },
  'POST /api/auth/second-factor/passkey': { as: 'anonymous', body: passkeySecondFactorSchema },
  'POST /api/auth/passkey/options': { as: 'anonymous' },
  'POST /api/auth/passkey': { as: 'anonymous', body: passkeySignInSchema },
  'POST /api/auth/sign-out': { as: 'fresh-owner', body: signOutBody },
  'GET /api/auth/me': { as: 'owner' },
  'POST /api/common/refresh-token': { as: 'anonymous', body: refreshTokenSchema },
  'GET /api/registration/email-availability': { as: 'anonymous', query: emailAvailabilityQuerySchema },
  'POST /api/registration': {
    as: 'anonymous',
    body: registrationSchema(() => new Date()),
    adjust: onFreshDraft,
  },
  'POST /api/files': { as: 'anonymous', body: 'multipart', query: uploadQuery },
  'GET /api/files': { as: 'owner', query: ownFilesQuery },
  'GET /api/files/:id': { as: 'owner', params: { id: 'file' }, query: uploadTokenQuery },
  'DELETE /api/files/:id': {
    as: 'anonymous',
    params: { id: 'draftFile' },
    headers: (ids) => ({ 'X-Upload-Token': ids.uploadToken }),
  },
  'GET /api/onboarding/create-password/:token': { as: 'anonymous', params: { token: 'createPasswordToken' } },
  'POST /api/onboarding/create-password/:token': {
    as: 'anonymous',
    params: { token: 'createPasswordToken' },
    body: createPasswordSchema,
    adjust: confirmed,
  },
  'GET /api/onboarding/agreement/:token': { as: 'anonymous', params: { token: 'agreementToken' } },
  'POST /api/onboarding/agreement/:token': {
    as: 'anonymous',
    params: { token: 'agreementToken' },
    body: agreementSchema,
  },
  'GET /api/onboarding/profile': { as: 'owner' },
  'PUT /api/onboarding/profile/photo': {
    as: 'owner',
    body: photoStepSchema,
    adjust: withFields((ids) => ({ photoFileId: ids.photoFile })),
  },
  'PUT /api/onboarding/profile/basic-info': {
    as: 'owner',
    body: basicInfoStepSchema,
    adjust: withFields((ids) => ({ bannerFileId: ids.bannerFile })),
  },
  'PUT /api/onboarding/profile/session': { as: 'owner', body: sessionStepSchema, adjust: orderedSlots },
  'PATCH /api/onboarding/profile/session': { as: 'owner', body: editSessionSchema, adjust: orderedSlots },
  'POST /api/password/forgot': { as: 'anonymous', body: forgotPasswordSchema },
  'GET /api/password/reset/:token': { as: 'anonymous', params: { token: 'resetToken' } },
  'POST /api/password/reset/:token': {
    as: 'anonymous',
    params: { token: 'resetToken' },
    body: resetPasswordSchema,
    adjust: confirmed,
  },
  'GET /api/admin/registrations': { as: 'admin', query: pageQuery },
  'GET /api/admin/registrations/:id': { as: 'admin', params: { id: 'registration' } },
  'POST /api/admin/registrations/:id/approve': { as: 'admin', params: { id: 'freshRegistration' } },
  'POST /api/admin/registrations/:id/reject': {
    as: 'admin',
    params: { id: 'freshRegistration' },
    body: rejectRegistrationSchema,
  },
  'GET /api/admin/specialists': {
    as: 'admin',
    query: v.object({
      ...pageQuery.entries,
      status: v.optional(v.picklist(['pending', 'active', 'rejected'])),
    }),
  },
  'GET /api/admin/mail': { as: 'admin', query: pageQuery },
  'GET /api/admin/access-log': { as: 'admin', query: pageQuery },
  'GET /api/admin/two-factor-policy': { as: 'admin' },
  // Never on: the other cases sign the owner in with the password alone.
  'PUT /api/admin/two-factor-policy': {
    as: 'admin',
    body: twoFactorPolicySchema,
    adjust: withFields(() => ({ requiredForSpecialists: false })),
  },
  'POST /api/admin/specialists/:id/two-factor/reset': { as: 'admin', params: { id: 'profile' } },
  'GET /api/admin/commission-rates': { as: 'admin' },
  'POST /api/admin/commission-rates': { as: 'admin', body: commissionRateInputSchema },
  'GET /api/commission-rate': { as: 'owner' },
  'GET /api/admin/credential-reviews': { as: 'admin', query: pageQuery },
  'GET /api/admin/credential-reviews/:id': { as: 'admin', params: { id: 'credentialReview' } },
  'POST /api/admin/credential-reviews/:id/accept': { as: 'admin', params: { id: 'credentialReview' } },
  'POST /api/admin/credential-reviews/:id/correction': {
    as: 'admin',
    params: { id: 'credentialReview' },
    body: requestCorrectionSchema,
  },
  'POST /api/patients': { as: 'owner', body: createPatientArgs },
  'PUT /api/patients/:id': { as: 'owner', params: { id: 'patient' }, body: updatePatientBody },
  'DELETE /api/patients/:id': { as: 'owner', params: { id: 'patient' }, body: nothing },
  'GET /api/patients/:id': { as: 'owner', params: { id: 'patient' } },
  'POST /api/sessions': {
    as: 'owner',
    body: SESSION_ENTITY.createArgs,
    adjust: withFields((ids) => ({ patientId: ids.patient })),
  },
  'PUT /api/sessions/:id': { as: 'owner', params: { id: 'session' }, body: SESSION_ENTITY.updateBody },
  'DELETE /api/sessions/:id': { as: 'owner', params: { id: 'session' }, body: nothing },
  'GET /api/sessions/:id': { as: 'owner', params: { id: 'session' } },
  'POST /api/package-offers': { as: 'owner', body: PACKAGE_OFFER_ENTITY.createArgs },
  'PUT /api/package-offers/:id': {
    as: 'owner',
    params: { id: 'offer' },
    body: PACKAGE_OFFER_ENTITY.updateBody,
  },
  'DELETE /api/package-offers/:id': { as: 'owner', params: { id: 'offer' }, body: nothing },
  'GET /api/package-offers/:id': { as: 'owner', params: { id: 'offer' } },
  'POST /api/packages': {
    as: 'owner',
    body: PACKAGE_ENTITY.createArgs,
    adjust: withFields((ids) => ({ offerId: ids.offer, patientId: ids.patient })),
  },
  'PUT /api/packages/:id': { as: 'owner', params: { id: 'package' }, body: PACKAGE_ENTITY.updateBody },
  'DELETE /api/packages/:id': { as: 'owner', params: { id: 'package' }, body: nothing },
  'GET /api/packages/:id': { as: 'owner', params: { id: 'package' } },
  'PUT /api/profiles/:id': { as: 'owner', params: { id: 'profile' }, body: PROFILE_ENTITY.updateBody },
  'GET /api/profiles/:id': { as: 'owner', params: { id: 'profile' } },
  'POST /api/profiles/:id/files': { as: 'owner', params: { id: 'profile' }, body: 'multipart' },
  'POST /api/articles': {
    as: 'owner',
    body: ARTICLE_ENTITY.createArgs,
    adjust: withFields((ids) => ({ bannerFileId: ids.bannerFile })),
  },
  'PUT /api/articles/:id': { as: 'owner', params: { id: 'article' }, body: ARTICLE_ENTITY.updateBody },
  'DELETE /api/articles/:id': { as: 'owner', params: { id: 'article' }, body: nothing },
  'GET /api/articles/:id': { as: 'owner', params: { id: 'article' } },
  'POST /api/articles/:id/files': { as: 'owner', params: { id: 'article' }, body: 'multipart' },
  'GET /api/public/articles/:id': { as: 'anonymous', params: { id: 'article' } },
  'GET /api/public/articles/:id/banner': { as: 'owner', params: { id: 'article' } },
  'GET /api/public/articles/:id/author-photo': { as: 'anonymous', params: { id: 'article' } },
  'POST /api/chat-messages': {
    as: 'owner',
    body: CHAT_MESSAGE_ENTITY.createArgs,
    adjust: withFields((ids) => ({ patientId: ids.patient, sender: 'specialist' })),
  },
  'PUT /api/chat-messages/:id': {
    as: 'owner',
    params: { id: 'chatMessage' },
    body: CHAT_MESSAGE_ENTITY.updateBody,
  },
  'GET /api/chat-messages/:id': { as: 'owner', params: { id: 'chatMessage' } },
  'POST /api/chat-messages/:id/files': { as: 'owner', params: { id: 'chatMessage' }, body: 'multipart' },
  'PUT /api/notifications/:id': {
    as: 'owner',
    params: { id: 'notification' },
    body: NOTIFICATION_ENTITY.updateBody,
  },
  'GET /api/notifications/:id': { as: 'owner', params: { id: 'notification' } },
  'POST /api/access-events': {
    as: 'owner',
    body: ACCESS_EVENT_ENTITY.createArgs,
    adjust: withFields((ids) => ({ patientId: ids.patient, action: 'view', adminId: null })),
  },
  // No line of the owner's is known to the fuzz: an id that is not one answers 404.
  'GET /api/access-events/:id': { as: 'owner', params: { id: 'patient' } },
  'POST /api/record-entries': {
    as: 'owner',
    body: RECORD_ENTRY_ENTITY.createArgs,
    adjust: withFields((ids) => ({ patientId: ids.patient, sessionId: null })),
  },
  'PUT /api/record-entries/:id': {
    as: 'owner',
    params: { id: 'recordDraft' },
    body: RECORD_ENTRY_ENTITY.updateBody,
  },
  'DELETE /api/record-entries/:id': { as: 'owner', params: { id: 'recordDraft' }, body: nothing },
  'GET /api/record-entries/:id': { as: 'owner', params: { id: 'recordEntry' } },
  'POST /api/record-addenda': {
    as: 'owner',
    body: RECORD_ADDENDUM_ENTITY.createArgs,
    adjust: withFields((ids) => ({ entryId: ids.recordEntry, patientId: ids.patient })),
  },
  'GET /api/record-addenda/:id': { as: 'owner', params: { id: 'recordAddendum' } },
  'GET /api/sessions/:id/patient-mails': { as: 'owner', params: { id: 'session' } },
  'POST /api/patient-documents': {
    as: 'owner',
    body: PATIENT_DOCUMENT_ENTITY.createArgs,
    adjust: withFields((ids) => ({ patientId: ids.patient, fileId: null })),
  },
  'PUT /api/patient-documents/:id': {
    as: 'owner',
    params: { id: 'patientDocument' },
    body: PATIENT_DOCUMENT_ENTITY.updateBody,
  },
  'GET /api/patient-documents/:id': { as: 'owner', params: { id: 'patientDocument' } },
  'POST /api/patient-documents/:id/files': {
    as: 'owner',
    params: { id: 'patientDocument' },
    body: 'multipart',
  },
  'DELETE /api/patient-documents/:id': { as: 'owner', params: { id: 'patientDocument' }, body: nothing },
  'GET /api/public/booking/:id': { as: 'anonymous', params: { id: 'profile' } },
  'GET /api/public/booking/:id/photo': { as: 'anonymous', params: { id: 'profile' } },
  'POST /api/public/booking/:id/requests': {
    as: 'anonymous',
    params: { id: 'profile' },
    body: bookingRequestInputSchema,
  },
  'GET /api/booking-requests/:id': { as: 'owner', params: { id: 'bookingRequest' } },
  'PUT /api/booking-requests/:id': {
    as: 'owner',
    params: { id: 'bookingRequest' },
    body: BOOKING_REQUEST_ENTITY.updateBody,
  },
  'POST /api/patients/:id/chat-link': {
    as: 'owner',
    params: { id: 'patient' },
    body: chatLinkRequestSchema,
  },
  'GET /api/patients/:id/chat-link': { as: 'owner', params: { id: 'patient' } },
  'DELETE /api/patients/:id/chat-link': { as: 'owner', params: { id: 'patient' }, body: nothing },
  // Like the DELETE above: a case that hits the seeded patient erases it; later routes are refused.
  'POST /api/patients/:id/erasure': { as: 'owner', params: { id: 'patient' }, body: nothing },
  'GET /api/patient-chat/photo': { as: 'anonymous', headers: chatLinkHeader },
  'GET /api/patient-chat': { as: 'anonymous', query: beforeQuery, headers: chatLinkHeader },
  'POST /api/patient-chat/messages': {
    as: 'anonymous',
    body: patientMessageSchema,
    headers: chatLinkHeader,
  },
  'POST /api/patient-chat/read': { as: 'anonymous', body: patientReadSchema, headers: chatLinkHeader },
  'POST /api/patient-chat/attachments': { as: 'anonymous', body: 'multipart', headers: chatLinkHeader },
  'GET /api/patient-chat/files/:fileId': {
    as: 'anonymous',
    params: { fileId: 'chatAttachment' },
    headers: chatLinkHeader,
  },
  'GET /api/sync/changes': { as: 'owner', query: changesQuery },
  'GET /api/push/key': { as: 'owner' },
  'GET /api/rooms/ice-servers': { as: 'owner' },
  'GET /api/patient-chat/ice-servers': { as: 'anonymous', headers: chatLinkHeader },
  'GET /api/account/security': { as: 'owner' },
  'POST /api/account/security/totp': { as: 'owner', body: confirmPasswordSchema },
  'POST /api/account/security/totp/confirm': { as: 'owner', body: confirmTotpSchema },
  'DELETE /api/account/security/totp': { as: 'owner', body: confirmPasswordSchema },
  'POST /api/account/security/recovery-codes': { as: 'owner', body: confirmPasswordSchema },
  'GET /api/account/export': { as: 'owner' },
  // A random password is never the owner's: nothing is closed.
  'POST /api/account/closure': { as: 'owner', body: confirmPasswordSchema },
  'POST /api/account/security/passkeys/options': { as: 'owner', body: confirmPasswordSchema },
  'POST /api/account/security/passkeys': { as: 'owner', body: registerPasskeySchema },
  'DELETE /api/account/security/passkeys/:id': {
    as: 'owner',
    params: { id: 'profile' },
    body: confirmPasswordSchema,
  },
  'POST /api/push/subscriptions': { as: 'owner', body: pushSubscriptionSchema },
  'DELETE /api/push/subscriptions': { as: 'owner', body: pushUnsubscribeSchema },
  'POST /api/sync/batch': { as: 'owner', body: batchRequestSchema, adjust: batchTargets },
  'GET /ws': { as: 'anonymous', query: wsQuery, websocket: true },
  'GET /*': { as: 'anonymous', catchAll: true },
};
