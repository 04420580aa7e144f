import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '../features/registration/ThankYouPage.tsx';

export const Route = createFileRoute('/thankyou')({ component: ThankYouPage });
