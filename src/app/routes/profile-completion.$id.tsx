import { createFileRoute } from '@tanstack/react-router';
import { ProfileCompletionPage } from '../features/onboarding/profile/ProfileCompletionPage.tsx';
import { requireSession } from '../features/onboarding/profile/require-session.ts';

export const Route = createFileRoute('/profile-completion/$id')({
  beforeLoad: ({ params }) => requireSession(params.id),
  component: function ProfileCompletionPageRoute() {
    const { id } = Route.useParams();
    return <ProfileCompletionPage userId={id} />;
  },
});
