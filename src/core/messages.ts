/**
 * Message descriptors shared by the browser, the service worker and the server. They are plain
 * objects marked for extraction with the i18n comment (no macro), because the server runs this code
 * under plain Node where Lingui macros cannot run. Translate them with `i18n._(descriptor)`.
 */
import type { MessageDescriptor } from '@lingui/core';

export type Message = MessageDescriptor & { id: string; message: string };

/** Identity helper that keeps the literal type while checking the shape. */
export function defineMessages<T extends Record<string, Message>>(messages: T): T {
  return messages;
}
