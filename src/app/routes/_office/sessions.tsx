import { createFileRoute } from '@tanstack/react-router';
import { SessionsPage } from '../../features/sessions/SessionsPage.tsx';

export const Route = createFileRoute('/_office/sessions')({ component: SessionsPage });
