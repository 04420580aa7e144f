// "Now" for the session screens, in the specialist's zone, with the language's first day of the week;
// it moves every half minute so countdowns, Join Now and Today follow the clock without a reload.
import { useEffect, useState } from 'react';
import { toLocale } from '#core/languages';
import { firstDayOfWeek } from '#core/sessions/session-periods';
import type { Clock } from '#local/sessions/session-queries';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useOfficeTerms } from './useOfficeTerms.ts';

const TICK_MS = 30_000;

export function useSessionClock(tickMs = TICK_MS): Clock {
  const { timeZone } = useOfficeTerms();
  const locale = toLocale(useLanguage());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return { now: new Date(now).toISOString(), zone: timeZone, firstDay: firstDayOfWeek(locale) };
}
