// The document's title and description while a page shows, put back as they were when it leaves.
import { useEffect } from 'react';

function descriptionMeta(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

export function usePageHead(title: string, description: string): void {
  useEffect(() => {
    const meta = descriptionMeta();
    const previous = { title: document.title, description: meta.content };
    document.title = title;
    meta.content = description;
    return () => {
      document.title = previous.title;
      meta.content = previous.description;
    };
  }, [title, description]);
}
