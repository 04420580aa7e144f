const UNITS = ['byte', 'kilobyte', 'megabyte'] as const;
// A formatter is costly to build (the first one loads the browser's number data): one per locale and unit.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, unit: (typeof UNITS)[number]): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "4.2 MB", in the interface locale (bytes counted in powers of 1024, as the limits are). */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatter(locale, UNITS[unit] ?? 'megabyte').format(value);
}
