import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '#local/session';
import { OfficeLayout } from '../features/office/OfficeLayout.tsx';

export const Route = createFileRoute('/_office')({
  // Reads IndexedDB, not the network: a signed-in specialist opens the office offline too.
  beforeLoad: async () => {
    const session = await getSession();
    if (!session) throw redirect({ to: '/sign-in/{-$id}', params: {} });
  },
  component: OfficeLayout,
});
