// Join Now from the dashboard (the next-session card and the table): marks the session Ongoing through
// the local command, offline too, then opens its detail; a refusal comes back translated.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionStatus } from '#core/sessions/session-lists';
import { joinSession } from '#local/sessions/session-commands';
import { translate } from '../../i18n/translate.ts';
import { openSessionDetail } from './open-session-detail.ts';

type Joinable = { id: string; status: SessionStatus };

export function useJoinSession(locale: string) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(undefined);
  const [joiningId, setJoiningId] = useState<string | undefined>(undefined);

  const join = async (session: Joinable) => {
    setError(undefined);
    setJoiningId(session.id);
    // An ongoing session is rejoined: its status already says so, and the machine refuses it again.
    const result =
      session.status === 'ongoing' ? ({ ok: true } as const) : await joinSession(session.id, { locale });
    setJoiningId(undefined);
    if (result.ok) await openSessionDetail(navigate, session.id);
    else setError(translate(result.error.message));
  };
  return { join, error, joiningId };
}
