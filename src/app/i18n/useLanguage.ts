import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '#core/languages';
import { getLanguage, subscribeLanguage } from './language.ts';

export function useLanguage(): LanguageCode {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}
