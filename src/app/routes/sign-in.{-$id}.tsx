import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInPage } from '../features/auth/SignInPage.tsx';

// `email` pre-fills the form when the agreement page sends the new specialist here.
const searchSchema = v.object({ email: v.optional(v.string()) });

export const Route = createFileRoute('/sign-in/{-$id}')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: SignInPage,
});
