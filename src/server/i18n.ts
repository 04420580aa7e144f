/**
 * Server-side translation: one Lingui I18n instance per locale, loaded from the compiled catalogs
 * (`locales/<locale>/messages.ts`, produced by `lingui compile --typescript`). No macros on the server.
 */
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { LANGUAGE_CODES, type LanguageCode, type Locale, toLocale } from '#core/languages';
import type { Logger } from './log.ts';

export type I18nRegistry = {
  forLanguage(code: LanguageCode): I18n;
};

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null;
}

async function loadCatalog(locale: Locale, log: Logger): Promise<Messages> {
  // Loaded by URL rather than a static import so a missing (gitignored, not yet compiled) catalog
  // degrades to the descriptors' English text instead of stopping the server.
  const url = new URL(`../../locales/${locale}/messages.ts`, import.meta.url);
  try {
    const module: unknown = await import(url.href);
    const messages = (module as { messages?: unknown }).messages;
    if (isMessages(messages)) return messages;
  } catch {
    // Reported below.
  }
  log.warn('translation catalog missing; run `npm run i18n:compile`', { locale });
  return {};
}

export async function loadI18n(log: Logger): Promise<I18nRegistry> {
  const instances = new Map<LanguageCode, I18n>();
  for (const code of LANGUAGE_CODES) {
    const locale = toLocale(code);
    const messages = await loadCatalog(locale, log);
    instances.set(code, setupI18n({ locale, messages: { [locale]: messages } }));
  }
  return {
    forLanguage(code) {
      const instance = instances.get(code);
      // Every LanguageCode is loaded above; reaching this means LANGUAGE_CODES and the map disagree.
      if (!instance) throw new Error(`no i18n instance for ${code}`);
      return instance;
    },
  };
}

/**
 * Translates a descriptor, or a bare id coming from a valibot schema message. An id that no catalog
 * knows (e.g. valibot's default English text) returns undefined so the caller can pick a generic one.
 */
export function translateId(i18n: I18n, id: string): string | undefined {
  return id in i18n.messages ? i18n._(id) : undefined;
}

export function translate(i18n: I18n, descriptor: MessageDescriptor): string {
  return i18n._(descriptor);
}
