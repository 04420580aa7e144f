// The label descriptor of a reference code (a code the list no longer has shows as itself).
import type { Message } from '#core/messages';

export function labelOf(
  items: readonly { code: string; label: Message }[],
  code: string | null,
): Message | string {
  return items.find((item) => item.code === code)?.label ?? code ?? '';
}
