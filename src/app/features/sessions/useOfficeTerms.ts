// The booking terms the office knows (prices, currency, availability, commission rate, time zone),
// live from the device; the commission rate is read from the server when a page needs it online (one
// request for all its parts, at most once a minute).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { getDb } from '#local/db';
import {
  defaultOfficeTerms,
  type OfficeTerms,
  readOfficeTerms,
  refreshOfficeTerms,
} from '#local/sessions/office-terms';

/** The terms, and whether they are the device's yet (until its first read they are the defaults). */
export function useOfficeTermsState(): { terms: OfficeTerms; isLoaded: boolean } {
  useEffect(() => {
    if (navigator.onLine) void refreshOfficeTerms().catch(() => undefined);
  }, []);
  const read = useLiveQuery(() => readOfficeTerms(getDb()), []);
  return { terms: read ?? defaultOfficeTerms(), isLoaded: read !== undefined };
}

export function useOfficeTerms(): OfficeTerms {
  return useOfficeTermsState().terms;
}
