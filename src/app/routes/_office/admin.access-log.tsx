import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { AdminAccessLogPage } from '../../features/admin/AdminAccessLogPage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/access-log')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminSpecialists),
  component: AdminAccessLogPage,
});
