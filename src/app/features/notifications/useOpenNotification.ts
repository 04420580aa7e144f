// Opening a notification: it is read from then on, and its page opens — or, for a change that could
// not be saved, the sync status's list of refused changes.
import { useNavigate } from '@tanstack/react-router';
import type { NotificationRow } from '#core/notifications/notification-schema';
import { markNotificationRead } from '#local/notifications/notification-commands';
import { requestSyncDetails } from '../sync/sync-details.ts';

export function useOpenNotification(): (notification: NotificationRow) => void {
  const navigate = useNavigate();
  return (notification) => {
    void markNotificationRead(notification.id);
    if (notification.target === '') requestSyncDetails();
    // The target is one of the office's own paths, made by the server (never a user's text).
    else void navigate({ to: notification.target as '/' });
  };
}
