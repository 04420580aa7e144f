// The mark of a recurring session (issue 39) beside its reference in the lists: a repeat icon that
// says, to a pointer and to a screen reader, how the series repeats.
import { Tooltip } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { SessionFormat } from './session-format.ts';

export function SeriesMark({ rule, format }: { rule: string | null | undefined; format: SessionFormat }) {
  if (!rule) return null;
  const label = format.series(rule);
  return (
    <Tooltip label={label}>
      <IconRepeat size={14} role="img" aria-label={label} data-testid="series-mark" />
    </Tooltip>
  );
}
