// Reference lists of src/core (codes with label descriptors) as Select/Checkbox options in the
// interface language. Call during render so a language switch relabels them.
import type { Message } from '#core/messages';
import { translate } from '../../i18n/translate.ts';

export type Option = { value: string; label: string };

export function referenceOptions(items: readonly { code: string; label: Message }[]): Option[] {
  return items.map((item) => ({ value: item.code, label: translate(item.label) }));
}
