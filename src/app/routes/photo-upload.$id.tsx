import { createFileRoute } from '@tanstack/react-router';
import { PhotoUploadPage } from '../features/onboarding/profile/PhotoUploadPage.tsx';
import { requireSession } from '../features/onboarding/profile/require-session.ts';

export const Route = createFileRoute('/photo-upload/$id')({
  beforeLoad: ({ params }) => requireSession(params.id),
  component: function PhotoUploadPageRoute() {
    const { id } = Route.useParams();
    return <PhotoUploadPage userId={id} />;
  },
});
