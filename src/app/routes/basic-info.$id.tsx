import { createFileRoute } from '@tanstack/react-router';
import { BasicInfoPage } from '../features/onboarding/profile/BasicInfoPage.tsx';
import { requireSession } from '../features/onboarding/profile/require-session.ts';

export const Route = createFileRoute('/basic-info/$id')({
  beforeLoad: ({ params }) => requireSession(params.id),
  component: function BasicInfoPageRoute() {
    const { id } = Route.useParams();
    return <BasicInfoPage userId={id} />;
  },
});
