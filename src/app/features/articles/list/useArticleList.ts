// The `/articles` list's state: the filter (search debounced), the page and its size, and the live
// page of articles from the device. Any change of filter goes back to the first page; a page left
// empty by a delete or a filter moves back to the last one that has rows.
import { useDebouncedValue } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import {
  type ArticleFilter,
  type ArticlePage,
  hasArticles,
  listArticles,
  NO_ARTICLE_FILTER,
} from '#local/articles/article-queries';

const SEARCH_DEBOUNCE_MS = 150;
const FIRST_PAGE_SIZE = 10;

export type ArticleList = {
  filter: ArticleFilter;
  refine: (change: Partial<ArticleFilter>) => void;
  /** Undefined until the device has answered. */
  page: ArticlePage | undefined;
  /** Whether the specialist has any article at all (undefined until known). */
  hasAny: boolean | undefined;
  pageIndex: number;
  setPageIndex: (index: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
};

export function useArticleList(): ArticleList {
  const [filter, setFilter] = useState<ArticleFilter>(NO_ARTICLE_FILTER);
  const [search] = useDebouncedValue(filter.search, SEARCH_DEBOUNCE_MS);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(FIRST_PAGE_SIZE);
  const { status, articleType, category, language } = filter;
  const page = useLiveQuery(
    () =>
      listArticles({ search, status, articleType, category, language }, { index: pageIndex, size: pageSize }),
    [search, status, articleType, category, language, pageIndex, pageSize],
  );
  const hasAny = useLiveQuery(() => hasArticles(), []);
  const lastPage = Math.max(0, Math.ceil((page?.total ?? 0) / pageSize) - 1);
  if (page && pageIndex > lastPage) setPageIndex(lastPage);
  return {
    filter,
    refine: (change) => {
      setFilter((previous) => ({ ...previous, ...change }));
      setPageIndex(0);
    },
    page,
    hasAny,
    pageIndex,
    setPageIndex,
    pageSize,
    setPageSize: (size) => {
      setPageSize(size);
      setPageIndex(0);
    },
  };
}
