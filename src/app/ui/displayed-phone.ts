// A stored phone number (E.164, "+33612345678") as people read it ("+33 6 12 34 56 78"). The phone
// metadata (libphonenumber, tens of KiB) loads on the first number shown, not with the page: until
// then, and for a number it cannot parse, the stored form is shown.
import { useEffect, useState } from 'react';

type Formatter = (e164: string) => string;

let loading: Promise<Formatter> | undefined;

function loadFormatter(): Promise<Formatter> {
  loading ??= import('libphonenumber-js/min').then(
    ({ parsePhoneNumberFromString }) =>
      (e164) =>
        parsePhoneNumberFromString(e164)?.formatInternational() ?? e164,
  );
  return loading;
}

let loaded: Formatter | undefined;

export function useDisplayedPhone(e164: string): string {
  const [format, setFormat] = useState<Formatter | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let isCurrent = true;
    void loadFormatter().then((formatter) => {
      loaded = formatter;
      if (isCurrent) setFormat(() => formatter);
    });
    return () => {
      isCurrent = false;
    };
  }, [format]);
  return format ? format(e164) : e164;
}
