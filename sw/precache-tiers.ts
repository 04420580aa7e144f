// When the worker stores each file of its precache list (precache-plan.ts gives each its tier): "now"
// before it takes over, a language's catalogs and fonts now in that language, the rest afterwards.
import type { PrecacheEntry } from 'workbox-precaching';
import type { Locale } from '#core/languages';

export type PrecacheTier = 'now' | 'later' | Locale;

export type TieredEntry = PrecacheEntry & { tier?: PrecacheTier };

/**
 * Splits the list for a worker whose page speaks `language` (undefined when the worker cannot tell:
 * then every language's files are needed now, as before the split).
 */
export function splitByTier(
  entries: readonly (TieredEntry | string)[],
  language: Locale | undefined,
): { now: (TieredEntry | string)[]; later: (TieredEntry | string)[] } {
  const now: (TieredEntry | string)[] = [];
  const later: (TieredEntry | string)[] = [];
  for (const entry of entries) {
    const tier = typeof entry === 'string' ? 'now' : (entry.tier ?? 'now');
    const isNow = tier === 'now' || (tier !== 'later' && (language === undefined || tier === language));
    (isNow ? now : later).push(entry);
  }
  return { now, later };
}
