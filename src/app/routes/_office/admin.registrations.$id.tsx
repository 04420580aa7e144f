import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { RegistrationDetailPage } from '../../features/admin/RegistrationDetailPage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/registrations/$id')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminRegistrations),
  component: function RegistrationDetailRoute() {
    const { id } = Route.useParams();
    return <RegistrationDetailPage id={id} />;
  },
});
