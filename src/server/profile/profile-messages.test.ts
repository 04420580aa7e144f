import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import type { ProfileFields } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { loadI18n, translateId } from '../i18n.ts';
import { createLogger } from '../log.ts';

/** The first message id of each field the whole profile breaks, by dot path. */
function messagesOf(changes: Partial<Record<keyof ProfileFields, unknown>>): Record<string, string> {
  const result = v.safeParse(PROFILE_ENTITY.fieldsSchema, { ...SAMPLE_PROFILE, ...changes });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
}

describe('the office profile refuses with the messages of registration and Step 2', () => {
  // The spec's §5 wording (registration and Step 2), reused by the office profile.
  const cases: [string, Partial<Record<keyof ProfileFields, unknown>>, string, string][] = [
    ['firstName', { firstName: '' }, 'firstName', 'Please enter first name'],
    ['mobile', { mobile: '+33 1' }, 'mobile', 'Please enter a valid mobile number'],
    [
      'dateOfBirth',
      { dateOfBirth: '2015-01-01' },
      'dateOfBirth',
      'You must be at least 18 years old to proceed.',
    ],
    [
      'professionTitle',
      { professionTitle: 'life_coach' },
      'professionTitle',
      'Please select profession title',
    ],
    ['youtubeUrl', { youtubeUrl: 'https://vimeo.com/1' }, 'youtubeUrl', 'Please enter a valid YouTube link'],
    [
      'no video',
      { youtubeUrl: null, videoFileId: null },
      'youtubeUrl',
      'Please enter a YouTube link or upload an mp4 video',
    ],
    ['biography', { biography: ' ' }, 'biography', 'Please enter biography'],
    [
      'categories',
      { patientCategories: [] },
      'patientCategories',
      'Please select at least one patient category',
    ],
    [
      'other problem',
      { problems: ['other'], otherProblem: '' },
      'otherProblem',
      'Please specify the other problem',
    ],
    ['price', { price60Cents: 0 }, 'price60Cents', 'Please enter a valid price greater than 0'],
    ['iban', { iban: 'FR7630006000011234567890188' }, 'iban', 'Please enter a valid IBAN'],
    [
      'slot order',
      { availability: [{ day: 'mon', start: '12:00', end: '09:00' }] },
      'availability.0.end',
      'End time must be after start time',
    ],
    [
      'days off',
      { daysOff: [{ from: '2026-12-24', to: '2026-12-01' }] },
      'daysOff.0.to',
      'The last day off must not be before the first',
    ],
  ];

  it.each(cases)(
    'refuses %s with the spec message, translated in French and Arabic',
    async (_name, changes, path, english) => {
      const registry = await loadI18n(createLogger('silent'));
      const id = messagesOf(changes)[path] ?? '';
      expect(id, JSON.stringify(messagesOf(changes))).not.toBe('');
      expect(translateId(registry.forLanguage('EN'), id)).toBe(english);
      for (const language of ['FR', 'AR'] as const) {
        const text = translateId(registry.forLanguage(language), id);
        expect(text, language).toBeTruthy();
        expect(text, language).not.toBe(english);
      }
    },
  );
});
