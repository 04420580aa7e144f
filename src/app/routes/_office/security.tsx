import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../features/security/SecurityPage.tsx';

export const Route = createFileRoute('/_office/security')({ component: SecurityPage });
