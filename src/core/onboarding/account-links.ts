/**
 * Bodies of the e-mailed-link pages: create password, working agreement, forgot and reset password,
 * and the admin's rejection. Password rules and "Confirm password not match" come from validation.
 */
import * as v from 'valibot';
import { emailRule, passwordWithConfirmSchema } from '../validation/rules.ts';
import { requiredText } from './field-rules.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';

/** `POST /api/onboarding/create-password/:token` and `POST /api/password/reset/:token`. */
export const createPasswordSchema = passwordWithConfirmSchema;
export const resetPasswordSchema = passwordWithConfirmSchema;
export type NewPasswordInput = v.InferInput<typeof passwordWithConfirmSchema>;

/** `POST /api/onboarding/agreement/:token`: nothing but the click (an empty object). */
export const agreementSchema = v.strictObject({});

/** `POST /api/password/forgot`. */
export const forgotPasswordSchema = v.strictObject({ email: emailRule });
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;

export const REJECTION_REASON_MAX_CHARS = 1000;

/** `POST /api/admin/registrations/:id/reject`: the reason is e-mailed to the applicant as written. */
export const rejectRegistrationSchema = v.strictObject({
  reason: requiredText(M.rejectionReasonRequired, REJECTION_REASON_MAX_CHARS),
});
export type RejectRegistrationInput = v.InferInput<typeof rejectRegistrationSchema>;
