import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '#core/validation/messages';
import { loadI18n, translateId } from './i18n.ts';
import { createLogger } from './log.ts';

describe('server i18n', () => {
  it('has one instance per language, on the matching locale', async () => {
    const registry = await loadI18n(createLogger('silent'));
    expect(registry.forLanguage('EN').locale).toBe('en');
    expect(registry.forLanguage('FR').locale).toBe('fr');
    expect(registry.forLanguage('AR').locale).toBe('ar');
  });

  it('translates catalogue ids and leaves unknown texts to the caller', async () => {
    const en = (await loadI18n(createLogger('silent'))).forLanguage('EN');
    expect(translateId(en, VALIDATION_MESSAGES.emailRequired.id)).toBe(
      VALIDATION_MESSAGES.emailRequired.message,
    );
    expect(translateId(en, 'Invalid type: Expected string')).toBeUndefined();
  });
});
