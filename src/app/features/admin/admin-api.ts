// The admin area's calls (rights admin.registrations / admin.specialists / admin.mail /
// admin.credentials).

import { ADMIN_ACCESS_LOG_PATH, type AdminAccessItem } from '#core/access-log/admin-access-api';
import {
  CREDENTIAL_REVIEWS_API,
  type CredentialReviewDetail,
  type CredentialReviewSummary,
  type RequestCorrectionInput,
} from '#core/credentials/credential-review-api';
import type { RejectRegistrationInput } from '#core/onboarding/account-links';
import {
  type MailItem,
  ONBOARDING_API,
  type Paged,
  type RegistrationDetail,
  type RegistrationSummary,
  type SpecialistSummary,
} from '#core/onboarding/api';
import { SECURITY_PATHS, type TwoFactorPolicy } from '#core/two-factor';
import { api } from '#local/http';

export type PageQuery = { search: string; page: number; pageSize: number };

export function listRegistrations(query: PageQuery): Promise<Paged<RegistrationSummary>> {
  return api.get<Paged<RegistrationSummary>>(ONBOARDING_API.adminRegistrations, query);
}

export function getRegistration(id: string): Promise<RegistrationDetail> {
  return api.get<RegistrationDetail>(ONBOARDING_API.adminRegistration(id));
}

export function approveRegistration(id: string): Promise<unknown> {
  return api.post<unknown>(ONBOARDING_API.adminApprove(id), {}, { skipErrorReport: true });
}

export function rejectRegistration(id: string, input: RejectRegistrationInput): Promise<unknown> {
  return api.post<unknown>(ONBOARDING_API.adminReject(id), input, { skipErrorReport: true });
}

export function listSpecialists(query: PageQuery): Promise<Paged<SpecialistSummary>> {
  return api.get<Paged<SpecialistSummary>>(ONBOARDING_API.adminSpecialists, query);
}

export function listAdminAccess(query: Omit<PageQuery, 'search'>): Promise<Paged<AdminAccessItem>> {
  return api.get<Paged<AdminAccessItem>>(ADMIN_ACCESS_LOG_PATH, query);
}

export function listMail(query: Omit<PageQuery, 'search'>): Promise<Paged<MailItem>> {
  return api.get<Paged<MailItem>>(ONBOARDING_API.adminMail, query);
}

export function listCredentialReviews(query: PageQuery): Promise<Paged<CredentialReviewSummary>> {
  return api.get<Paged<CredentialReviewSummary>>(CREDENTIAL_REVIEWS_API.list, query);
}

export function getCredentialReview(id: string): Promise<CredentialReviewDetail> {
  return api.get<CredentialReviewDetail>(CREDENTIAL_REVIEWS_API.detail(id));
}

export function acceptCredentialReview(id: string): Promise<unknown> {
  return api.post<unknown>(CREDENTIAL_REVIEWS_API.accept(id), {}, { skipErrorReport: true });
}

export function requestCredentialCorrection(id: string, input: RequestCorrectionInput): Promise<unknown> {
  return api.post<unknown>(CREDENTIAL_REVIEWS_API.requestCorrection(id), input, { skipErrorReport: true });
}

export function readTwoFactorPolicy(): Promise<TwoFactorPolicy> {
  return api.get<TwoFactorPolicy>(SECURITY_PATHS.adminPolicy);
}

export function saveTwoFactorPolicy(policy: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  return api.put<TwoFactorPolicy>(SECURITY_PATHS.adminPolicy, policy);
}

export function resetTwoFactor(userId: string): Promise<unknown> {
  return api.post<unknown>(SECURITY_PATHS.adminReset(userId), {}, { skipErrorReport: true });
}
