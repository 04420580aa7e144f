import { createFileRoute, redirect } from '@tanstack/react-router';
import { OfficeLayout } from '../features/office/OfficeLayout.tsx';

export const Route = createFileRoute('/_office')({
  // Reads IndexedDB, not the network: a signed-in specialist opens the office offline too. The data
  // layer is imported here, not at the top, so public pages (the landing page) do not download it.
  beforeLoad: async () => {
    const { getSession } = await import('#local/current-session');
    const session = await getSession();
    if (!session) throw redirect({ to: '/sign-in/{-$id}', params: {} });
    return { session };
  },
  component: function OfficeRoute() {
    // The guard already read the session: the layout paints its navigation and account menu at once
    // instead of waiting for its live query's first answer.
    const { session } = Route.useRouteContext();
    return <OfficeLayout initialSession={session} />;
  },
});
