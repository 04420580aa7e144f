import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { requireRight } from '../../features/admin/require-right.ts';
import { SpecialistsPage } from '../../features/admin/SpecialistsPage.tsx';

export const Route = createFileRoute('/_office/admin/specialists')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminSpecialists),
  component: SpecialistsPage,
});
