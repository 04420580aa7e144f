// Admin pages are gated by the right the server granted (the API checks it again on every call);
// a user without it is sent to their own home instead of a page of refusals.
import { redirect } from '@tanstack/react-router';
import type { RightCode } from '#core/auth';

export async function requireRight(code: RightCode): Promise<void> {
  const { getSession, sessionHasRight } = await import('#local/current-session');
  const session = await getSession();
  if (!session) throw redirect({ to: '/sign-in/{-$id}', params: {} });
  if (!sessionHasRight(session, code)) throw redirect({ to: '/dashboard' });
}
