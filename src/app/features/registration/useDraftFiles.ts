// The files picked for a registration: kept as Blobs in the local draft, uploaded as soon as the
// connection allows, resumed after a reload or when the connection returns. The view (progress,
// state) is derived from the stored rows plus the uploads in flight on this page.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegistrationFileRow } from '#local/registration-draft';
import type { UploadView } from '../../ui/forms/FileDropzone.tsx';
import { loadDraftStore, whenDraftStoreLoaded } from './lazy-local.ts';
import { uploadRegistrationFile } from './registration-api.ts';

async function removeFile(key: string): Promise<void> {
  await (await loadDraftStore()).removeRegistrationFile(key);
}

type Progress = Record<string, { percent: number; isFailed: boolean }>;

export type DraftFiles = {
  rows: readonly RegistrationFileRow[];
  viewsOf: (field: string) => UploadView[];
  add: (field: string, files: readonly File[]) => Promise<void>;
  remove: (key: string) => Promise<void>;
  show: (key: string) => void;
  retry: (key: string) => void;
  /** Resolves when every stored file has a server id; rejects when one cannot be uploaded now. */
  uploadAll: () => Promise<void>;
};

const NO_ROWS: readonly RegistrationFileRow[] = [];

/**
 * The stored rows, live, once the draft store is in use on this page (lazy-local.ts). The page's draft
 * restore loads it at idle when a draft database exists (useRegistrationDraft), else the first input or
 * picked file does. None until then.
 */
function useStoredFiles(): readonly RegistrationFileRow[] {
  const [rows, setRows] = useState(NO_ROWS);
  useEffect(() => {
    let stop: (() => void) | undefined;
    // An empty draft keeps the same array: a new one would re-render the whole sign-up form for nothing.
    const onRows = (next: readonly RegistrationFileRow[]) =>
      setRows((current) => (current.length === 0 && next.length === 0 ? current : next));
    const unlisten = whenDraftStoreLoaded((store) => {
      stop = store.watchRegistrationFiles(onRows);
    });
    return () => {
      unlisten();
      stop?.();
    };
  }, []);
  return rows;
}

export function useDraftFiles(): DraftFiles {
  const rows = useStoredFiles();
  const [progress, setProgress] = useState<Progress>({});
  const inFlight = useRef(new Map<string, Promise<void>>());

  const upload = useCallback((row: RegistrationFileRow): Promise<void> => {
    const running = inFlight.current.get(row.key);
    if (running) return running;
    const setOne = (percent: number, isFailed = false) =>
      setProgress((current) => ({ ...current, [row.key]: { percent, isFailed } }));
    setOne(0);
    const promise = uploadRegistrationFile(row, (percent) => setOne(percent))
      .then(async (fileId) => (await loadDraftStore()).markRegistrationFileUploaded(row.key, fileId))
      .catch((error: unknown) => {
        setOne(0, true);
        throw error;
      })
      .finally(() => inFlight.current.delete(row.key));
    inFlight.current.set(row.key, promise);
    return promise;
  }, []);

  // Start (or resume) every pending upload when the rows change and whenever the connection returns.
  useEffect(() => {
    const pending = rows.filter((row) => row.fileId === undefined);
    const start = () => {
      if (!navigator.onLine) return;
      for (const row of pending) {
        if (!inFlight.current.has(row.key) && !progress[row.key]?.isFailed)
          upload(row).catch(() => undefined);
      }
    };
    start();
    const onOnline = () => {
      // A failure while offline is worth another try once the connection is back.
      setProgress((current) => Object.fromEntries(Object.entries(current).filter(([, p]) => !p.isFailed)));
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [rows, progress, upload]);

  const viewsOf = useCallback(
    (field: string): UploadView[] =>
      rows
        .filter((row) => row.field === field)
        .map((row) => {
          const state = progress[row.key];
          return {
            key: row.key,
            name: row.name,
            size: row.size,
            percent: state?.percent ?? 0,
            state:
              row.fileId !== undefined
                ? 'uploaded'
                : state?.isFailed
                  ? 'failed'
                  : inFlight.current.has(row.key)
                    ? 'uploading'
                    : 'queued',
          };
        }),
    [rows, progress],
  );

  const add = useCallback(async (field: string, files: readonly File[]) => {
    const { addRegistrationFile } = await loadDraftStore();
    for (const file of files) {
      await addRegistrationFile({
        key: crypto.randomUUID(),
        field,
        name: file.name,
        type: file.type,
        size: file.size,
        blob: file,
        addedAt: Date.now(),
      });
    }
  }, []);

  const show = useCallback(
    (key: string) => {
      const row = rows.find((candidate) => candidate.key === key);
      if (!row) return;
      const url = URL.createObjectURL(row.blob);
      window.open(url, '_blank', 'noopener');
      // The new tab has loaded the blob by then; revoking frees the memory of a large document.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    [rows],
  );

  const retry = useCallback(
    (key: string) => {
      const row = rows.find((candidate) => candidate.key === key);
      if (row) upload(row).catch(() => undefined);
    },
    [rows, upload],
  );

  const uploadAll = useCallback(async () => {
    const pending = (await (await loadDraftStore()).listRegistrationFiles()).filter(
      (row) => row.fileId === undefined,
    );
    await Promise.all(pending.map((row) => upload(row)));
  }, [upload]);

  return {
    rows,
    viewsOf,
    add,
    remove: removeFile,
    show,
    retry,
    uploadAll,
  };
}
