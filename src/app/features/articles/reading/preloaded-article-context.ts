// The article the server drew this page with (#core/articles/preloaded-article). In the browser it is
// read once from the page's JSON block; the server's render passes its own (prerender/render-page.tsx).
import { createContext } from 'react';
import {
  PRELOADED_ARTICLE_ELEMENT_ID,
  type PreloadedArticle,
  parsePreloadedArticle,
} from '#core/articles/preloaded-article';

function fromDocument(): PreloadedArticle | undefined {
  if (typeof document === 'undefined') return undefined;
  return parsePreloadedArticle(document.getElementById(PRELOADED_ARTICLE_ELEMENT_ID)?.textContent);
}

export const PreloadedArticleContext = createContext<PreloadedArticle | undefined>(fromDocument());
