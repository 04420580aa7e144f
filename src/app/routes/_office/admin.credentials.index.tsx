import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { CredentialReviewsPage } from '../../features/admin/CredentialReviewsPage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/credentials/')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminCredentials),
  component: CredentialReviewsPage,
});
