import { useEffect, useState } from 'react';
import type { OutboxEntry } from '#core/sync/types';
import { getDb } from '#local/db';
import { getSession } from '#local/sessions/session-queries';
import { discardRejected } from '#local/sync/unsynced-changes';
import { SessionFormModal, type SessionFormTarget } from '../sessions/SessionFormModal.tsx';
import { intendedSession } from './rejected-session.ts';

type Props = { entry: OutboxEntry | undefined; onClose: () => void };

/**
 * Edit and retry for a refused session change: the booking form with what the user meant. A refused
 * booking becomes a new booking once saved, a refused change a change of the stored session; either
 * way the refused entry leaves the outbox then, not before.
 */
export function RetrySessionModal({ entry, onClose }: Props) {
  const [target, setTarget] = useState<SessionFormTarget | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    setTarget(undefined);
    if (entry) {
      void targetOf(entry).then((loaded) => {
        if (isCurrent) setTarget(loaded);
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [entry]);

  return (
    <SessionFormModal
      target={target}
      onClose={onClose}
      onSaved={() => {
        if (entry) void discardRejected(entry.id);
      }}
    />
  );
}

async function targetOf(entry: OutboxEntry): Promise<SessionFormTarget | undefined> {
  const intended = await intendedSession(entry, getDb());
  if (!intended) return undefined;
  const { fields } = intended;
  if (entry.name === 'session.create') {
    const { startsAt, patientId, durationMinutes, mode, type, packageId, charge, notes } = fields;
    return { kind: 'new', startsAt, patientId, durationMinutes, mode, type, packageId, charge, notes };
  }
  const stored = await getSession(intended.id);
  return stored ? { kind: 'edit', session: { ...stored, ...fields } } : undefined;
}
