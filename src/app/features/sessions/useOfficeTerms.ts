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

export function useOfficeTerms(): OfficeTerms {
  useEffect(() => {
    if (navigator.onLine) void refreshOfficeTerms().catch(() => undefined);
  }, []);
  return useLiveQuery(() => readOfficeTerms(getDb()), [], defaultOfficeTerms());
}
