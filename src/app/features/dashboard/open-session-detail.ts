// The one place the dashboard leaves for a session's detail page, so its address changes in one line.
import type { useNavigate } from '@tanstack/react-router';

type Navigate = ReturnType<typeof useNavigate>;

export function openSessionDetail(navigate: Navigate, id: string): Promise<void> {
  return navigate({ to: '/sessions-profile/$id', params: { id } });
}
