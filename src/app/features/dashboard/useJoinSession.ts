// Join Now, from the dashboard (the next-session card and the table) and the session's page: a video
// or audio session opens its room (which marks it Ongoing once both are in); a chat-mode session is
// marked Ongoing here, offline too, and opens the conversation, which is its room. A refusal comes
// back translated. The session commands (the sync registry, every entity's schema) load when the
// browser is idle or at the first join: the dashboard paints without them.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionMode, SessionStatus } from '#core/sessions/session-lists';
import { translate } from '../../i18n/translate.ts';
import { useLoadWhenIdle } from '../../ui/useLoadWhenIdle.ts';

type Joinable = { id: string; status: SessionStatus; mode: SessionMode; patientId: string };

const loadSessionCommands = () => import('#local/sessions/session-commands');

export function useJoinSession(locale: string) {
  const navigate = useNavigate();
  useLoadWhenIdle(loadSessionCommands);
  const [error, setError] = useState<string | undefined>(undefined);
  const [joiningId, setJoiningId] = useState<string | undefined>(undefined);

  const join = async (session: Joinable) => {
    setError(undefined);
    if (session.mode !== 'chat') return navigate({ to: '/room/$id', params: { id: session.id } });
    setJoiningId(session.id);
    // An ongoing session is rejoined: its status already says so, and the machine refuses it again.
    const result =
      session.status === 'ongoing'
        ? ({ ok: true } as const)
        : await loadSessionCommands().then((commands) => commands.joinSession(session.id, { locale }));
    setJoiningId(undefined);
    if (result.ok) await navigate({ to: '/chat/$id', params: { id: session.patientId } });
    else setError(translate(result.error.message));
  };
  return { join, error, joiningId };
}
