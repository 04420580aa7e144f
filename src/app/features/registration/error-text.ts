// Apart from the validation (validate-registration.ts), which loads with the phone metadata on demand.
import type { ReactNode } from 'react';

/** Mantine keeps errors as ReactNode; the inputs that take a string get it as one. */
export function errorText(error: ReactNode): string | undefined {
  return error === undefined || error === null || error === false ? undefined : String(error);
}
