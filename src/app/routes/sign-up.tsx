import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../features/registration/RegistrationPage.tsx';

export const Route = createFileRoute('/sign-up')({ component: RegistrationPage });
