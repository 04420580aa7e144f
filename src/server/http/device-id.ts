/** The calling device's id (#core/api DEVICE_HEADER), when it sent a well-formed one. */
import type { Context } from 'hono';
import { DEVICE_HEADER } from '#core/api';
import { DEVICE_ID_PATTERN } from '#core/notifications/notification-schema';

export function deviceIdOf(c: Context): string | null {
  const header = c.req.header(DEVICE_HEADER);
  return header !== undefined && DEVICE_ID_PATTERN.test(header) ? header : null;
}
