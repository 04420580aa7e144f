/**
 * Professions (spec: Psychologist or Coach), their titles and the professional statuses of the
 * registration form. Codes are stable wire and database values; labels are descriptors.
 */
import type { Message } from '../messages.ts';
import { codesOf, type ReferenceItem } from './reference-item.ts';

export const PROFESSIONS = [
  { code: 'psychologist', label: /*i18n*/ { id: 'ref.profession.psychologist', message: 'Psychologist' } },
  { code: 'coach', label: /*i18n*/ { id: 'ref.profession.coach', message: 'Coach' } },
] as const satisfies readonly ReferenceItem[];
export type Profession = (typeof PROFESSIONS)[number]['code'];
export const PROFESSION_CODES = codesOf(PROFESSIONS);

type TitleItem = { code: string; profession: Profession; label: Message };

/** Each title belongs to one profession; the server refuses a title of the other profession. */
export const PROFESSION_TITLES = [
  {
    code: 'clinical_psychologist',
    profession: 'psychologist',
    label: /*i18n*/ { id: 'ref.title.clinicalPsychologist', message: 'Clinical Psychologist' },
  },
  {
    code: 'counseling_psychologist',
    profession: 'psychologist',
    label: /*i18n*/ { id: 'ref.title.counselingPsychologist', message: 'Counseling Psychologist' },
  },
  {
    code: 'child_psychologist',
    profession: 'psychologist',
    label: /*i18n*/ { id: 'ref.title.childPsychologist', message: 'Child and Adolescent Psychologist' },
  },
  {
    code: 'neuropsychologist',
    profession: 'psychologist',
    label: /*i18n*/ { id: 'ref.title.neuropsychologist', message: 'Neuropsychologist' },
  },
  {
    code: 'psychotherapist',
    profession: 'psychologist',
    label: /*i18n*/ { id: 'ref.title.psychotherapist', message: 'Psychotherapist' },
  },
  {
    code: 'life_coach',
    profession: 'coach',
    label: /*i18n*/ { id: 'ref.title.lifeCoach', message: 'Life Coach' },
  },
  {
    code: 'career_coach',
    profession: 'coach',
    label: /*i18n*/ { id: 'ref.title.careerCoach', message: 'Career Coach' },
  },
  {
    code: 'executive_coach',
    profession: 'coach',
    label: /*i18n*/ { id: 'ref.title.executiveCoach', message: 'Executive Coach' },
  },
  {
    code: 'wellness_coach',
    profession: 'coach',
    label: /*i18n*/ { id: 'ref.title.wellnessCoach', message: 'Wellness Coach' },
  },
  {
    code: 'relationship_coach',
    profession: 'coach',
    label: /*i18n*/ { id: 'ref.title.relationshipCoach', message: 'Relationship Coach' },
  },
] as const satisfies readonly TitleItem[];
export type ProfessionTitle = (typeof PROFESSION_TITLES)[number]['code'];
export const PROFESSION_TITLE_CODES = codesOf(PROFESSION_TITLES);

export function titlesOf(profession: Profession): readonly TitleItem[] {
  return PROFESSION_TITLES.filter((title) => title.profession === profession);
}

export const PROFESSIONAL_STATUSES = [
  {
    code: 'independent',
    label: /*i18n*/ { id: 'ref.status.independent', message: 'Independent practice' },
  },
  { code: 'employed', label: /*i18n*/ { id: 'ref.status.employed', message: 'Employed' } },
  {
    code: 'mixed',
    label: /*i18n*/ { id: 'ref.status.mixed', message: 'Employed and independent practice' },
  },
  { code: 'trainee', label: /*i18n*/ { id: 'ref.status.trainee', message: 'In training or supervision' } },
] as const satisfies readonly ReferenceItem[];
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number]['code'];
export const PROFESSIONAL_STATUS_CODES = codesOf(PROFESSIONAL_STATUSES);

/** Diploma titles (the form says "select diploma title"). */
export const DIPLOMA_TITLES = [
  { code: 'bachelor', label: /*i18n*/ { id: 'ref.diploma.bachelor', message: "Bachelor's degree" } },
  { code: 'master', label: /*i18n*/ { id: 'ref.diploma.master', message: "Master's degree" } },
  { code: 'doctorate', label: /*i18n*/ { id: 'ref.diploma.doctorate', message: 'Doctorate (PhD, PsyD)' } },
  {
    code: 'professional_diploma',
    label: /*i18n*/ { id: 'ref.diploma.professional', message: 'Professional diploma' },
  },
  { code: 'other', label: /*i18n*/ { id: 'ref.diploma.other', message: 'Other diploma' } },
] as const satisfies readonly ReferenceItem[];
export type DiplomaTitle = (typeof DIPLOMA_TITLES)[number]['code'];
export const DIPLOMA_TITLE_CODES = codesOf(DIPLOMA_TITLES);

/** Training titles (the form says "select title of training"); the training's own name is free text. */
export const TRAINING_TITLES = [
  { code: 'certification', label: /*i18n*/ { id: 'ref.training.certification', message: 'Certification' } },
  { code: 'course', label: /*i18n*/ { id: 'ref.training.course', message: 'Course' } },
  { code: 'workshop', label: /*i18n*/ { id: 'ref.training.workshop', message: 'Workshop' } },
  {
    code: 'supervision',
    label: /*i18n*/ { id: 'ref.training.supervision', message: 'Clinical supervision' },
  },
  { code: 'other', label: /*i18n*/ { id: 'ref.training.other', message: 'Other training' } },
] as const satisfies readonly ReferenceItem[];
export type TrainingTitle = (typeof TRAINING_TITLES)[number]['code'];
export const TRAINING_TITLE_CODES = codesOf(TRAINING_TITLES);
