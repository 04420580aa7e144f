/**
 * Below Mantine's `sm` breakpoint (48em): a phone. Read during the first render (no flash of the
 * desktop layout); one query for every screen that changes its layout there.
 */
import { useMediaQuery } from '@mantine/hooks';

export const PHONE_QUERY = '(max-width: 47.99em)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
