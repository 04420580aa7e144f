import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { RegistrationsPage } from '../../features/admin/RegistrationsPage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/registrations/')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminRegistrations),
  component: RegistrationsPage,
});
