import { describe, expect, it } from 'vitest';
import { DOC_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../constants.ts';
import { checkPickedFile, isNearDocumentTotal } from './files.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import { PATIENT_CATEGORIES, PROBLEMS, SESSION_OFFERS, THERAPY_MODES, WEEKDAYS } from './practice-lists.ts';
import {
  DIPLOMA_TITLES,
  PROFESSION_TITLES,
  PROFESSIONAL_STATUSES,
  PROFESSIONS,
  TRAINING_TITLES,
} from './professions.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';

const MB = 1024 * 1024;
const docs = (count: number, size = MB) => Array.from({ length: count }, () => ({ size }));

describe('picked files', () => {
  it('checks type, size and the Documents list limits', () => {
    expect(checkPickedFile('document', { name: 'cv.PDF', size: MB, type: '' })).toBeUndefined();
    expect(checkPickedFile('document', { name: 'cv.exe', size: MB, type: 'application/x-msdownload' })).toBe(
      M.documentType,
    );
    expect(
      checkPickedFile('document', { name: 'cv.pdf', size: DOC_MAX_BYTES + 1, type: 'application/pdf' }),
    ).toBe(M.documentSize);
    expect(checkPickedFile('document', { name: 'cv.pdf', size: MB, type: 'application/pdf' }, docs(5))).toBe(
      M.maxFilesReached,
    );
    // Unreachable with today's 5 × 10 MB; kept in case the per-file limit rises.
    expect(
      checkPickedFile(
        'document',
        { name: 'cv.pdf', size: 5 * MB, type: 'application/pdf' },
        docs(4, 12 * MB),
      ),
    ).toBe(M.documentsTotal);
    expect(
      checkPickedFile('diploma', { name: 'd.pdf', size: MB, type: 'application/pdf' }, docs(5)),
    ).toBeUndefined();
    expect(checkPickedFile('banner', { name: 'b.gif', size: IMAGE_MAX_BYTES + 1, type: 'image/gif' })).toBe(
      M.imageSize,
    );
    expect(checkPickedFile('photo', { name: 'p.webp', size: 10, type: 'image/webp' })).toBe(M.imageType);
    expect(checkPickedFile('video', { name: 'v.mov', size: 10, type: 'video/quicktime' })).toBe(M.videoType);
    expect(checkPickedFile('video', { name: 'v.mp4', size: VIDEO_MAX_BYTES + 1, type: 'video/mp4' })).toBe(
      M.videoSize,
    );
  });

  it('warns from 40 MB of documents', () => {
    expect(isNearDocumentTotal(docs(3, 10 * MB))).toBe(false);
    expect(isNearDocumentTotal(docs(4, 10 * MB))).toBe(true);
  });
});

describe('reference lists', () => {
  it('have unique codes per list and unique label ids overall', () => {
    const lists = [
      PROFESSIONS,
      PROFESSION_TITLES,
      PROFESSIONAL_STATUSES,
      DIPLOMA_TITLES,
      TRAINING_TITLES,
      SPOKEN_LANGUAGES,
      PATIENT_CATEGORIES,
      PROBLEMS,
      THERAPY_MODES,
      WEEKDAYS,
      SESSION_OFFERS,
    ];
    for (const list of lists) {
      const codes = list.map((item) => item.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
    const ids = lists.flatMap((list) => list.map((item) => item.label.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(PATIENT_CATEGORIES.map((item) => item.code)).toEqual([
      'children_6_12',
      'young_adults_13_17',
      'adults_18_plus',
    ]);
  });
});
