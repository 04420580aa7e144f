import { createFileRoute } from '@tanstack/react-router';
import { UnlockSignInPage } from '../features/onboarding/UnlockSignInPage.tsx';

export const Route = createFileRoute('/unlock-sign-in/$id')({
  component: function UnlockSignInRoute() {
    const { id } = Route.useParams();
    return <UnlockSignInPage token={id} />;
  },
});
