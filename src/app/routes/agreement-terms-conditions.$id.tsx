import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../features/onboarding/AgreementPage.tsx';

export const Route = createFileRoute('/agreement-terms-conditions/$id')({
  component: function AgreementRoute() {
    const { id } = Route.useParams();
    return <AgreementPage token={id} />;
  },
});
