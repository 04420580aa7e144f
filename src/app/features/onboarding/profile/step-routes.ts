// Each profile step's page, in the contract's order.
import type { ProfileStep } from '#core/onboarding/profile-completion';

export const STEP_ROUTES = {
  photo: '/photo-upload/$id',
  'basic-info': '/basic-info/$id',
  session: '/session/$id',
} as const satisfies Record<ProfileStep, string>;
