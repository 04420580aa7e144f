import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../features/onboarding/profile/require-session.ts';
import { SessionSetupPage } from '../features/onboarding/profile/SessionSetupPage.tsx';

export const Route = createFileRoute('/edit-session/$id')({
  beforeLoad: ({ params }) => requireSession(params.id),
  component: function SessionSetupPageRoute() {
    const { id } = Route.useParams();
    return <SessionSetupPage userId={id} mode="edit" />;
  },
});
