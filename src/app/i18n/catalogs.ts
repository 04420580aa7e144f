// Loads a compiled Lingui catalog on demand; Vite turns each language into its own chunk, and the
// service worker precaches all three so every language works offline.
import type { Messages } from '@lingui/core';
import type { Locale } from '#core/languages';

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.ts'),
  fr: () => import('../../../locales/fr/messages.ts'),
  ar: () => import('../../../locales/ar/messages.ts'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const module = await loaders[locale]();
  return module.messages;
}
