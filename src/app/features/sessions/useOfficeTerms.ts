// The booking terms the office knows (prices, currency, availability, commission rate, time zone),
// live from the device and refreshed from the server once per page that needs them, when online.
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
