// Join Now, from the dashboard (the next-session card and the table) and the session's page: a video
// or audio session opens its room (which marks it Ongoing once both are in); a chat-mode session is
// marked Ongoing here, offline too, and opens the conversation, which is its room. A refusal comes
// back translated.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionMode, SessionStatus } from '#core/sessions/session-lists';
import { joinSession } from '#local/sessions/session-commands';
import { translate } from '../../i18n/translate.ts';

type Joinable = { id: string; status: SessionStatus; mode: SessionMode; patientId: string };

export function useJoinSession(locale: string) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(undefined);
  const [joiningId, setJoiningId] = useState<string | undefined>(undefined);

  const join = async (session: Joinable) => {
    setError(undefined);
    if (session.mode !== 'chat') return navigate({ to: '/room/$id', params: { id: session.id } });
    setJoiningId(session.id);
    // An ongoing session is rejoined: its status already says so, and the machine refuses it again.
    const result =
      session.status === 'ongoing' ? ({ ok: true } as const) : await joinSession(session.id, { locale });
    setJoiningId(undefined);
    if (result.ok) await navigate({ to: '/chat/$id', params: { id: session.patientId } });
    else setError(translate(result.error.message));
  };
  return { join, error, joiningId };
}
