import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ForgotPasswordPage } from '../features/onboarding/ForgotPasswordPage.tsx';

const searchSchema = v.object({ token: v.optional(v.string()) });

export const Route = createFileRoute('/forgot-password')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function ForgotPasswordRoute() {
    const { token } = Route.useSearch();
    return <ForgotPasswordPage token={token} />;
  },
});
