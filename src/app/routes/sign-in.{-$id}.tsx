import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/SignInPage.tsx';

export const Route = createFileRoute('/sign-in/{-$id}')({ component: SignInPage });
