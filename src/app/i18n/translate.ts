// Translates the plain descriptors of src/core (validation messages, the error catalogue) at render
// time. Schema issues carry a descriptor id as their message, so the id is looked up as-is.
import { i18n } from '@lingui/core';
import type { Message } from '#core/messages';

export function translate(message: Message | string): string {
  return typeof message === 'string' ? i18n._(message) : i18n._(message);
}
