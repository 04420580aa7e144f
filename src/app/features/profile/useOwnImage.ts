// An object URL for one of the specialist's own images (the device's copy, else downloaded once), and
// whether its upload still waits in the outbox. Revoked when the id changes or the page leaves.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { getDb } from '#local/db';
import { ownImageBlob } from '#local/files/own-files';

export function useOwnImage(fileId: string | null): { url: string | undefined; isWaiting: boolean } {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!fileId) return undefined;
    let objectUrl: string | undefined;
    let isCurrent = true;
    void ownImageBlob(fileId).then((blob) => {
      if (!blob || !isCurrent) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      isCurrent = false;
      setUrl(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  const isWaiting =
    useLiveQuery(
      async () =>
        fileId !== null &&
        (await getDb()
          .outbox.filter((entry) => entry.name.endsWith('.file') && entry.args.fileId === fileId)
          .count()) > 0,
      [fileId],
    ) ?? false;
  return { url, isWaiting };
}
