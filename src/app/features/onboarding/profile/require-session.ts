// Profile-completion pages need a signed-in specialist: without a session they send to the sign-in
// page carrying the user's id (spec /sign-in/{id}). Read from IndexedDB, so it works offline too.
import { redirect } from '@tanstack/react-router';

export async function requireSession(userId: string): Promise<void> {
  const { getSession } = await import('#local/current-session');
  if (!(await getSession())) throw redirect({ to: '/sign-in/{-$id}', params: { id: userId } });
}
