// The live e-mail check of the sign-up form (spec §5's three messages): waits until typing pauses,
// checks only a well-formed address, and ignores answers for an address that has since changed.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { emailRule } from '#core/validation/rules';
import { checkEmailAvailability } from './registration-api.ts';

export type EmailStatus = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

const TYPING_PAUSE_MS = 500;

export function useEmailAvailability(email: string): EmailStatus {
  const [result, setResult] = useState<{ email: string; status: EmailStatus }>({ email: '', status: 'idle' });
  const parsed = v.safeParse(emailRule, email);
  const normalized = parsed.success ? parsed.output : undefined;

  useEffect(() => {
    if (normalized === undefined) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      setResult({ email: normalized, status: 'checking' });
      checkEmailAvailability(normalized)
        .then((isAvailable) => {
          if (isCurrent) setResult({ email: normalized, status: isAvailable ? 'available' : 'taken' });
        })
        .catch(() => {
          if (isCurrent) setResult({ email: normalized, status: 'failed' });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [normalized]);

  return normalized !== undefined && result.email === normalized ? result.status : 'idle';
}
