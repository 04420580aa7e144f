import type { OutboxEntry } from '#core/sync/types';
import { RetryRejectedModal } from './RetryRejectedModal.tsx';
import { RetrySessionModal } from './RetrySessionModal.tsx';
import { isSessionEntry } from './rejected-session.ts';

type Props = { entry: OutboxEntry | undefined; onClose: () => void };

/** Edit and retry for a refused change: the session form for a session, the patient form otherwise. */
export function RetryChangeModal({ entry, onClose }: Props) {
  return (
    <>
      <RetryRejectedModal entry={entry && !isSessionEntry(entry) ? entry : undefined} onClose={onClose} />
      <RetrySessionModal entry={entry && isSessionEntry(entry) ? entry : undefined} onClose={onClose} />
    </>
  );
}
