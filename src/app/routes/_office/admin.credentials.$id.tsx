import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { CredentialReviewDetailPage } from '../../features/admin/CredentialReviewDetailPage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/credentials/$id')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminCredentials),
  component: function CredentialReviewRoute() {
    const { id } = Route.useParams();
    return <CredentialReviewDetailPage id={id} />;
  },
});
