// The address of an article's image: the public one for a published article (readers and the
// service worker's cache take it as it is); for a draft or archived one, which only its author may
// see, the bytes fetched with the author's token, as an object URL revoked when the page leaves.
import { useEffect, useState } from 'react';
import { authorOnlyImage } from '#local/articles/public-article-client';

export function useArticleImage(path: string, exists: boolean, isPublic: boolean): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!exists || isPublic) return undefined;
    let url: string | undefined;
    let isCurrent = true;
    void authorOnlyImage(path).then((blob) => {
      if (!blob || !isCurrent) return;
      url = URL.createObjectURL(blob);
      setObjectUrl(url);
    });
    return () => {
      isCurrent = false;
      setObjectUrl(undefined);
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, exists, isPublic]);
  if (!exists) return undefined;
  return isPublic ? path : objectUrl;
}
