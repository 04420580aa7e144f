/**
 * Which devices show a notification. Apart from the schema, so that the header's unread count does not
 * load the validation rules.
 */
export const NOTIFICATION_AUDIENCES = ['all', 'otherDevices', 'thisDevice'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** Whether this device shows the notification. */
export function isForDevice(
  notification: { audience: NotificationAudience; device: string | null },
  device: string,
) {
  if (notification.audience === 'otherDevices') return notification.device !== device;
  if (notification.audience === 'thisDevice') return notification.device === device;
  return true;
}
