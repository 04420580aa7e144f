// Where a user lands after signing in, from the rights the server granted: a specialist still
// completing the profile resumes it, an admin opens the admin area, everyone else the office.
import { hasRight, RIGHT_CODES, type Right } from '#core/auth';
import { ONBOARDING_RIGHT } from '#core/onboarding/api';

export type Home =
  | { to: '/profile-completion/$id'; params: { id: string } }
  | { to: '/admin/registrations' }
  | { to: '/dashboard' };

export function isAdmin(rights: readonly Right[]): boolean {
  return (
    hasRight(rights, RIGHT_CODES.adminRegistrations) ||
    hasRight(rights, RIGHT_CODES.adminSpecialists) ||
    hasRight(rights, RIGHT_CODES.adminMail) ||
    hasRight(rights, RIGHT_CODES.adminCredentials)
  );
}

export function homeOf(userId: string, rights: readonly Right[]): Home {
  if (rights.some((right) => right.code === ONBOARDING_RIGHT)) {
    return { to: '/profile-completion/$id', params: { id: userId } };
  }
  if (!hasRight(rights, RIGHT_CODES.office) && isAdmin(rights)) return { to: '/admin/registrations' };
  return { to: '/dashboard' };
}
