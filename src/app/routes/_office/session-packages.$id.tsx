import { createFileRoute } from '@tanstack/react-router';
import { SessionPackagesPage } from '../../features/packages/SessionPackagesPage.tsx';

export const Route = createFileRoute('/_office/session-packages/$id')({ component: SessionPackagesPage });
