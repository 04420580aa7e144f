/**
 * The admin's review of credential changes over HTTP (right `admin.credentials`): the pending reviews,
 * one review with each changed field's approved and new value, and the two decisions. A decision is
 * final: deciding a review again answers 409 "Action already taken".
 */
import * as v from 'valibot';
import type { FileInfo } from '../onboarding/api.ts';
import { requiredText } from '../onboarding/field-rules.ts';
import type { CredentialChanges, CredentialField } from './credential-changes.ts';
import { CREDENTIAL_MESSAGES as M } from './credential-messages.ts';

export const CREDENTIAL_REVIEWS_PATH = '/api/admin/credential-reviews';

export const CREDENTIAL_REVIEWS_API = {
  /** GET `?search=&page=&pageSize=` → Paged<CredentialReviewSummary> (pending only, oldest first). */
  list: CREDENTIAL_REVIEWS_PATH,
  /** GET → CredentialReviewDetail (any status). */
  detail: (id: string) => `${CREDENTIAL_REVIEWS_PATH}/${encodeURIComponent(id)}`,
  /** POST `{}` → 200 message; 409 when already decided. */
  accept: (id: string) => `${CREDENTIAL_REVIEWS_PATH}/${encodeURIComponent(id)}/accept`,
  /** POST RequestCorrectionInput → 200 message, the note e-mailed; 409 when already decided. */
  requestCorrection: (id: string) => `${CREDENTIAL_REVIEWS_PATH}/${encodeURIComponent(id)}/correction`,
} as const;

export const CREDENTIAL_REVIEW_STATUSES = ['pending', 'accepted', 'correction-requested'] as const;
export type CredentialReviewStatus = (typeof CREDENTIAL_REVIEW_STATUSES)[number];

export type CredentialReviewSummary = {
  id: string;
  specialistId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The fields that differ from the approved values, in CREDENTIAL_FIELDS order. */
  fields: CredentialField[];
  /** ISO instants: the first change of this review, and the latest merged into it. */
  createdAt: string;
  updatedAt: string;
};

export type CredentialReviewDetail = CredentialReviewSummary & {
  status: CredentialReviewStatus;
  changes: CredentialChanges;
  /** Every file the before and after values name that is still stored (names, sizes, Show Document). */
  files: FileInfo[];
  decidedAt: string | null;
  /** The correction asked for (e-mailed to the specialist), when that was the decision. */
  note: string | null;
};

export const CORRECTION_NOTE_MAX_CHARS = 1000;

/** `POST …/correction`: the note is e-mailed to the specialist as written. */
export const requestCorrectionSchema = v.strictObject({
  note: requiredText(M.noteRequired, CORRECTION_NOTE_MAX_CHARS),
});
export type RequestCorrectionInput = v.InferInput<typeof requestCorrectionSchema>;
