import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_NOTES_MAX_CHARS } from '#core/sessions/session-schema';
import { saveSessionNotes } from '#local/sessions/session-commands';

type Props = { sessionId: string; stored: string; locale: string };

const SAVE_AFTER_MS = 700;

/**
 * Private notes, saved as typed: a pause in typing, leaving the field or the page queues them (one
 * change, offline too). Another device's notes replace the field only while this one has nothing
 * unsaved, so a sync never eats what is being typed.
 */
export function SessionNotes({ sessionId, stored, locale }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(stored);
  const [state, setState] = useState<'saved' | 'unsaved'>('saved');
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const notes = pending.current;
    if (notes === undefined) return;
    pending.current = undefined;
    void saveSessionNotes(sessionId, notes, { locale }).then(() => {
      if (pending.current === undefined) setState('saved');
    });
  }, [sessionId, locale]);

  useEffect(() => {
    if (pending.current === undefined) setText(stored);
  }, [stored]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  return (
    <Stack gap={4}>
      <Textarea
        label={t`Private notes`}
        description={t`Only you can read them. They are saved as you type, offline too.`}
        autosize
        minRows={4}
        maxLength={SESSION_NOTES_MAX_CHARS}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          setState('unsaved');
          pending.current = next;
          clearTimeout(timer.current);
          timer.current = setTimeout(flush, SAVE_AFTER_MS);
        }}
        onBlur={flush}
        data-testid="session-notes"
      />
      <Text size="xs" c="dimmed" aria-live="polite" data-testid="session-notes-state">
        {state === 'saved' ? <Trans>Saved on this device</Trans> : <Trans>Saving…</Trans>}
      </Text>
    </Stack>
  );
}
