import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { CommissionRatePage } from '../../features/admin/CommissionRatePage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/commission')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminSpecialists),
  component: CommissionRatePage,
});
