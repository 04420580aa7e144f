// A paged, searchable list from the admin API: the query (search, page, page size) and its answer.
import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type Paged } from '#core/onboarding/api';
import type { PageQuery } from './admin-api.ts';

const SEARCH_PAUSE_MS = 300;

export type PagedList<T> = ReturnType<typeof usePaged<T>>;

export function usePaged<T>(load: (query: PageQuery) => Promise<Paged<T>>) {
  const [query, setQuery] = useState<PageQuery>({ search: '', page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [result, setResult] = useState<Paged<T>>();
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    setLoading(true);
    // Wait for a pause in typing so a search does not send one call per key.
    const timer = window.setTimeout(
      () => {
        load(query)
          .then((answer) => isCurrent && setResult(answer))
          .catch(() => undefined)
          .finally(() => isCurrent && setLoading(false));
      },
      query.search === '' ? 0 : SEARCH_PAUSE_MS,
    );
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [load, query]);

  return {
    query,
    result,
    isLoading,
    setSearch: (search: string) => setQuery((current) => ({ ...current, search, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    setPageSize: (pageSize: number) => setQuery((current) => ({ ...current, pageSize, page: 1 })),
    /** The same query again (a row changed): a new object runs the effect. */
    reload: () => setQuery((current) => ({ ...current })),
  };
}
