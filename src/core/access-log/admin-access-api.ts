/**
 * The administrators' access, seen by administrators (issue 36): every look an administrator took at
 * a specialist's records (a registration, a credential change, a file), newest first, across all
 * specialists. The specialist sees their own lines on their security page (from their device's copy).
 */
import type { AccessSubject } from './access-event-schema.ts';

/** `GET ?page=&pageSize=` (right admin.specialists) → Paged<AdminAccessItem>. */
export const ADMIN_ACCESS_LOG_PATH = '/api/admin/access-log';

export type AdminAccessItem = {
  id: string;
  at: string;
  subject: AccessSubject;
  /** The administrator's name; null when their account is gone (the line outlives it). */
  admin: { name: string; email: string } | null;
  specialist: { id: string; name: string; email: string };
  device: string | null;
};
