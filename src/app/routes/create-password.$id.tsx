import { createFileRoute } from '@tanstack/react-router';
import { CreatePasswordPage } from '../features/onboarding/CreatePasswordPage.tsx';

export const Route = createFileRoute('/create-password/$id')({
  component: function CreatePasswordRoute() {
    const { id } = Route.useParams();
    return <CreatePasswordPage token={id} />;
  },
});
