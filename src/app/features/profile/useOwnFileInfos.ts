// Names and sizes of the specialist's files by id for a list on the page: re-read when the ids change
// or the outbox does (an upload queued or sent), from the device first, the server when it can tell.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { getDb } from '#local/db';
import { type OwnFileInfo, ownFileInfos } from '#local/files/own-files';

export function useOwnFileInfos(fileIds: readonly string[]): ReadonlyMap<string, OwnFileInfo> {
  const [infos, setInfos] = useState<ReadonlyMap<string, OwnFileInfo>>(new Map());
  const queued = useLiveQuery(() => getDb().outbox.count(), []) ?? 0;
  const key = fileIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the ids' content.
  useEffect(() => {
    let isCurrent = true;
    void ownFileInfos(fileIds).then((found) => {
      if (isCurrent) setInfos(new Map(found.map((info) => [info.id, info])));
    });
    return () => {
      isCurrent = false;
    };
  }, [key, queued]);
  return infos;
}
