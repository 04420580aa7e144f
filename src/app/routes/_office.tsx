import { createFileRoute, redirect } from '@tanstack/react-router';
import { OfficeLayout } from '../features/office/OfficeLayout.tsx';

export const Route = createFileRoute('/_office')({
  // Reads IndexedDB, not the network: a signed-in specialist opens the office offline too. The data
  // layer is imported here, not at the top, so public pages (the landing page) do not download it.
  beforeLoad: async () => {
    const { getSession } = await import('#local/session');
    const session = await getSession();
    if (!session) throw redirect({ to: '/sign-in/{-$id}', params: {} });
  },
  component: OfficeLayout,
});
