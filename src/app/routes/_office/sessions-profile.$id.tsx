import { createFileRoute } from '@tanstack/react-router';
import { SessionProfilePage } from '../../features/sessions/SessionProfilePage.tsx';

export const Route = createFileRoute('/_office/sessions-profile/$id')({ component: SessionProfileRoute });

function SessionProfileRoute() {
  const { id } = Route.useParams();
  return <SessionProfilePage id={id} />;
}
