/**
 * Onboarding HTTP contract: endpoint paths, the client pages the e-mails link to, and the `data` of
 * each answer (inside the usual `{ success, message?, data?, errors? }` envelope of #core/api).
 * Errors: 400 with `errors` per field (dot paths, e.g. `diplomas.0.title`), 404 unknown or not yours,
 * 409 a step out of order or an action already taken, 410 an expired link, 413 too large,
 * 429 rate limited (with `Retry-After` seconds).
 */
import type { LanguageCode } from '../languages.ts';
import type { FileKind, UploadMimeType } from './files.ts';
import type { BasicInfoStep, PhotoStep, ProfileStep, SessionStep } from './profile-completion.ts';
import type { Registration } from './registration.ts';

export const ONBOARDING_API = {
  /** GET `?email=` → EmailAvailabilityData (200 either way; 400 bad format). Rate limited. */
  emailAvailability: '/api/registration/email-availability',
  /** POST RegistrationInput (JSON) → 201 RegistrationData. Rate limited. */
  registration: '/api/registration',
  /**
   * POST multipart → 201 UploadData. Query or form field before the file: `kind` (FileKind),
   * `lang_code`. One file part named `file`. Anonymous applicants send the `X-Upload-Token` header
   * once they have one (the first upload answers it); a signed-in user sends the Bearer token.
   * 413 past the kind's size (the body is not read further), 400 wrong real type,
   * 409 "Maximum files reached (5/5)…" for a 6th document, 413 past 50 MB of documents.
   */
  files: '/api/files',
  /** GET (Bearer) `?ids=a,b` → FileInfo[]: the caller's own files among the ids (at most OWN_FILES_MAX_IDS). */
  ownFiles: (ids: readonly string[]) => `/api/files?ids=${ids.map(encodeURIComponent).join(',')}`,
  /**
   * GET `/api/files/:id` → the bytes (Show Document) for the upload token's holder (header
   * `X-Upload-Token` or query `uploadToken`), an admin, or the owner once signed in; else 404.
   * DELETE → remove a not-yet-submitted file from the upload token's draft (or the owner's).
   */
  file: (id: string) => `/api/files/${encodeURIComponent(id)}`,
  /** GET → LinkCheckData (200; 404 invalid, 409 used, 410 expired). POST NewPasswordInput → CreatePasswordData. */
  createPassword: (token: string) => `/api/onboarding/create-password/${encodeURIComponent(token)}`,
  /** GET → LinkCheckData (409 "Action already taken" once used). POST `{}` → AgreementData. */
  agreement: (token: string) => `/api/onboarding/agreement/${encodeURIComponent(token)}`,
  /** GET (Bearer) → ProfileState: what was filed, the next step; resumable at any time. */
  profile: '/api/onboarding/profile',
  /** PUT (Bearer) the step's body → ProfileState; 409 when an earlier step is missing. */
  profileStep: (step: ProfileStep) => `/api/onboarding/profile/${step}`,
  /** PATCH (Bearer) EditSessionInput → ProfileState; 409 before the session step is filed. */
  editSession: '/api/onboarding/profile/session',
  /** POST ForgotPasswordInput → 200 with the same message whether or not the e-mail exists. Rate limited. */
  forgotPassword: '/api/password/forgot',
  /** GET → LinkCheckData; POST NewPasswordInput → 200 message. 24 h, single-use. */
  resetPassword: (token: string) => `/api/password/reset/${encodeURIComponent(token)}`,
  /** GET (right admin.registrations) `?search=&page=&pageSize=` → Paged<RegistrationSummary> (pending only). */
  adminRegistrations: '/api/admin/registrations',
  /** GET → RegistrationDetail (any status). */
  adminRegistration: (id: string) => `/api/admin/registrations/${encodeURIComponent(id)}`,
  /** POST `{}` → 200 message; approves (or re-sends the create-password link of an approved one). */
  adminApprove: (id: string) => `/api/admin/registrations/${encodeURIComponent(id)}/approve`,
  /** POST RejectRegistrationInput → 200 message; 409 "Action already taken" if not pending. */
  adminReject: (id: string) => `/api/admin/registrations/${encodeURIComponent(id)}/reject`,
  /** GET (right admin.specialists) `?search=&status=&page=&pageSize=` → Paged<SpecialistSummary>. */
  adminSpecialists: '/api/admin/specialists',
  /** GET (right admin.mail) `?page=&pageSize=` → Paged<MailItem>, newest first. */
  adminMail: '/api/admin/mail',
} as const;

/**
 * An anonymous applicant's upload token travels in this header, or as the query parameter /
 * multipart field `uploadToken` (a field must come before the file part). Any of them, on every
 * files call (POST, GET, DELETE).
 */
export const UPLOAD_TOKEN_HEADER = 'X-Upload-Token';

/** A profile names at most 5 documents, 10 diplomas' documents, a photo, a banner and a video. */
export const OWN_FILES_MAX_IDS = 20;
export const UPLOAD_TOKEN_FIELD = 'uploadToken';

/** Client pages the e-mails link to (`PUBLIC_URL` + path). The reset page reads `?token=`. */
export const ONBOARDING_PAGES = {
  createPassword: (token: string) => `/create-password/${token}`,
  agreement: (token: string) => `/agreement-terms-conditions/${token}`,
  resetPassword: (token: string) => `/forgot-password?token=${token}`,
  unlockSignIn: (token: string) => `/unlock-sign-in/${token}`,
  profileCompletion: (userId: string) => `/profile-completion/${userId}`,
  signIn: (userId: string) => `/sign-in/${userId}`,
} as const;

/**
 * Granted on I Agree, replaced by `office` when the profile is complete. A signed-in specialist
 * holding it belongs on `/profile-completion/{userId}`. (Its account status is already `active`
 * so it can sign in; the profile's own stage says whether the profile is active.)
 */
export const ONBOARDING_RIGHT = 'onboarding';

/**
 * The application's lifecycle (spec §4): under review → (rejected) | approved, waiting for the
 * password → waiting for I Agree → completing the profile → active.
 */
export const ONBOARDING_STAGES = [
  'review',
  'rejected',
  'password',
  'agreement',
  'profile',
  'active',
] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export type EmailAvailabilityData = {
  available: boolean;
  /** Translated: "Email is valid and available" or "Email already registered with us. …". */
  message: string;
};

export type FileInfo = {
  id: string;
  kind: FileKind;
  /** The name as picked (display only; never used on disk). */
  name: string;
  /** Decided from the bytes, not the name. */
  mimeType: UploadMimeType;
  size: number;
  /** Path of the Show Document call. */
  url: string;
};

export type UploadData = {
  file: FileInfo;
  /** Anonymous uploads only: the token scoping this and later uploads to one draft; send it back. */
  uploadToken?: string;
};

export type RegistrationData = { id: string };

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type RegistrationSummary = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profession: Registration['profession'];
  professionTitle: Registration['professionTitle'];
  countryOfResidence: string;
  stage: OnboardingStage;
  /** ISO instant. */
  submittedAt: string;
};

export type RegistrationDetail = RegistrationSummary &
  Omit<
    Registration,
    'photoFileId' | 'diplomas' | 'documentFileIds' | 'videoFileId' | 'uploadToken' | 'declaration'
  > & {
    language: LanguageCode;
    photo: FileInfo | null;
    video: FileInfo | null;
    documents: FileInfo[];
    diplomas: (Omit<Registration['diplomas'][number], 'documentFileId'> & { document: FileInfo | null })[];
    /** ISO instant the declaration on honor was ticked (at submission). */
    declaredAt: string;
    rejectionReason: string | null;
  };

export type SpecialistSummary = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profession: Registration['profession'] | null;
  /** Account status (users.status): pending, approved, active, rejected, disabled. */
  status: string;
  stage: OnboardingStage | null;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
  createdAt: string;
};

export type MailItem = {
  id: string;
  to: string;
  language: LanguageCode;
  template:
    | 'approval'
    | 'agreement'
    | 'rejection'
    | 'password-reset'
    | 'account-unlock'
    | 'credential-correction'
    | 'chat-link'
    | 'two-factor-off'
    | 'two-factor-reset'
    | 'account-closed'
    | 'session-booked'
    | 'session-changed'
    | 'session-cancelled'
    | 'session-reminder'
    | 'booking-received'
    | 'booking-declined';
  subject: string;
  /** `stored`: no SMTP configured (text and link kept); `sent`: delivered to SMTP; `failed`. */
  status: 'stored' | 'sent' | 'failed';
  /** Only for stored mails: the text body and its link, for the admin's outbox view. */
  text: string | null;
  link: string | null;
  createdAt: string;
};

/** Answer of a link check (GET on a create-password, agreement or reset link). */
export type LinkCheckData = { email: string; firstName: string; expiresAt: string };
export type CreatePasswordData = { email: string };
export type AgreementData = { userId: string; email: string };

export type ProfileState = {
  userId: string;
  stage: OnboardingStage;
  filedSteps: ProfileStep[];
  /** null when complete. */
  nextStep: ProfileStep | null;
  isComplete: boolean;
  photo: (PhotoStep & { file: FileInfo | null }) | null;
  basicInfo: (BasicInfoStep & { banner: FileInfo | null }) | null;
  session: SessionStep | null;
};
