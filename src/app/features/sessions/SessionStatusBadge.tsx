import { Badge } from '@mantine/core';
import type { SessionStatus } from '#core/sessions/session-lists';
import { SESSION_STATUSES } from '#core/sessions/session-lists';
import { translate } from '../../i18n/translate.ts';

/** Colours chosen for AA contrast on the light variant; a cancelled session reads struck through. */
const COLORS: Record<SessionStatus, string> = {
  scheduled: 'blue',
  rescheduled: 'yellow',
  ongoing: 'teal',
  completed: 'gray',
  cancelled: 'red',
  noShow: 'orange',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const item = SESSION_STATUSES.find((entry) => entry.code === status);
  return (
    <Badge variant="light" color={COLORS[status]} td={status === 'cancelled' ? 'line-through' : undefined}>
      {item ? translate(item.label) : status}
    </Badge>
  );
}
