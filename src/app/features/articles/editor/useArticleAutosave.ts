// Saves the article as it is typed: each change waits ~500 ms for the next keystroke, then the fields
// changed meanwhile are saved to the device (and queued for the server) in one write. The first input
// of a new article creates it under the id its address already carries (/add-articles hands out
// /edit-articles/<new id> before anything is typed, so the address never changes under the writer's
// caret). Saves run one at a time, in order. Every keystroke is also kept on the device as typed
// (#local/typed-input), valid or not, until the article holds it: a refused field (an empty author
// name) or a crash before the pause loses nothing after a reload.
import { useCallback, useRef, useState } from 'react';
import { type ArticleDraft, createArticle, readArticle, saveArticle } from '#local/articles/article-commands';
import { forgetStoredInput, keepTypedInput } from '#local/typed-input';
import { usePausedSave } from '../../../ui/forms/usePausedSave.ts';

/** The typed-input key of an article's editor. */
export const typedArticleKey = (articleId: string) => `article:${articleId}`;

const SAVE_DELAY_MS = 500;

export type AutosaveState = {
  /** The row's id once it exists on the device. */
  id: string | undefined;
  /** Input typed and not saved yet (waiting for the pause, or refused by a rule). */
  isDirty: boolean;
  /** Message ids by field of what the last save refused. */
  errors: Record<string, string>;
  change: (field: keyof ArticleDraft, value: unknown) => void;
  /** Saves what waits now (blur, a status change, leaving). */
  flush: () => Promise<string | undefined>;
  /** Whether input was refused and is not stored (read after `flush`). */
  hasRefusedInput: () => boolean;
  /** Shows errors another write returned (a refused status move). */
  reportErrors: (errors: Record<string, string>) => void;
};

export function useArticleAutosave(articleId: string, isStored: boolean, doctorName: string): AutosaveState {
  const initialId = isStored ? articleId : undefined;
  const [id, setId] = useState(initialId);
  const idRef = useRef(initialId);
  const pending = useRef<ArticleDraft>({});
  const [hasPending, setHasPending] = useState(false);
  const [errors, setErrorState] = useState<Record<string, string>>({});
  const errorsRef = useRef<Record<string, string>>({});
  const setErrors = useCallback((update: (previous: Record<string, string>) => Record<string, string>) => {
    errorsRef.current = update(errorsRef.current);
    setErrorState(errorsRef.current);
  }, []);
  const doctorNameRef = useRef(doctorName);
  doctorNameRef.current = doctorName;

  const saveNow = useCallback(async () => {
    const draft = pending.current;
    pending.current = {};
    setHasPending(false);
    if (Object.keys(draft).length === 0) return idRef.current;
    const current = idRef.current;
    const result = current
      ? await saveArticle(current, draft)
      : await createArticle(draft, doctorNameRef.current, undefined, articleId);
    if (!current && result.entry) {
      idRef.current = result.id;
      setId(result.id);
    }
    // What the article now holds is no longer only typed; a refused field stays kept as typed.
    const row = idRef.current ? await readArticle(idRef.current) : undefined;
    if (row) {
      const held = Object.fromEntries(
        Object.keys(draft).map((field) => [field, row[field as keyof typeof row]]),
      );
      await forgetStoredInput(typedArticleKey(articleId), held);
    }
    // A refused field keeps its typed value on the page and its error until it is fixed.
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of Object.keys(draft)) delete next[field];
      return { ...next, ...result.errors };
    });
    return idRef.current;
  }, [articleId, setErrors]);

  const { schedule, flush } = usePausedSave(saveNow, initialId, SAVE_DELAY_MS);

  const change = useCallback(
    (field: keyof ArticleDraft, value: unknown) => {
      void keepTypedInput(typedArticleKey(articleId), { [field]: value });
      pending.current = { ...pending.current, [field]: value };
      setHasPending(true);
      schedule();
    },
    [schedule, articleId],
  );

  const hasRefusedInput = useCallback(() => Object.keys(errorsRef.current).length > 0, []);
  const reportErrors = useCallback(
    (reported: Record<string, string>) => setErrors((previous) => ({ ...previous, ...reported })),
    [setErrors],
  );
  return {
    id,
    isDirty: hasPending || Object.keys(errors).length > 0,
    errors,
    change,
    flush,
    hasRefusedInput,
    reportErrors,
  };
}
