/**
 * A clinical record entry (issue 38) as valibot schemas shared by the forms, the engine and the
 * server: an intake, a progress note, a treatment plan or a discharge summary of one patient. Its
 * sections' text is whatever the specialist typed, in any language; a plan entry holds the plan's
 * problems and goals, and the plan's history is its plan entries, newest first.
 */
import * as v from 'valibot';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { isRealDate, uuidRule } from '../validation/rules.ts';
import {
  GOAL_STATUSES,
  PLAN_ITEM_MAX_CHARS,
  PLAN_MAX_GOALS,
  PLAN_MAX_PROBLEMS,
  RECORD_KINDS,
  RECORD_SECTION_KEYS,
  RECORD_SECTION_MAX_CHARS,
  RECORD_STATUSES,
  RECORD_TEMPLATE_CODES,
  RECORD_TEMPLATES,
  type RecordSectionKey,
  TEMPLATES_OF_KIND,
} from './record-lists.ts';
import { RECORD_MESSAGES as M } from './record-messages.ts';

const dayRule = (message: string) =>
  v.pipe(v.string(message), v.isoDate(message), v.check(isRealDate, message));

const planItemText = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(PLAN_ITEM_MAX_CHARS, M.itemTooLong.id),
  );

const problemRule = v.strictObject(
  { id: uuidRule(M.invalid), text: planItemText(M.problemRequired.id) },
  M.invalid.id,
);

const goalRule = v.strictObject(
  {
    id: uuidRule(M.invalid),
    text: planItemText(M.goalRequired.id),
    /** The day it should be met by; null: no target. */
    targetDate: v.nullable(dayRule(M.goalDateInvalid.id)),
    status: v.picklist(GOAL_STATUSES, M.goalStatusInvalid.id),
  },
  M.invalid.id,
);

export const planRule = v.strictObject(
  {
    problems: v.pipe(v.array(problemRule, M.invalid.id), v.maxLength(PLAN_MAX_PROBLEMS, M.tooManyItems.id)),
    goals: v.pipe(v.array(goalRule, M.invalid.id), v.maxLength(PLAN_MAX_GOALS, M.tooManyItems.id)),
    /** The day the plan was (last) reviewed with the patient; null: not yet. */
    reviewedOn: v.nullable(dayRule(M.dateRequired.id)),
  },
  M.invalid.id,
);

export const recordEntryFieldEntries = {
  patientId: uuidRule(M.patientRequired),
  /** The session the note is about (its page opens it); null: none. */
  sessionId: v.nullable(uuidRule(M.sessionInvalid)),
  kind: v.picklist(RECORD_KINDS, M.kindRequired.id),
  template: v.picklist(RECORD_TEMPLATE_CODES, M.templateInvalid.id),
  /** The day the entry is about (a session's day by default), not when it was typed. */
  writtenOn: dayRule(M.dateRequired.id),
  /** Each section's text by its key (the template's sections; an absent one is empty). */
  sections: v.record(
    v.picklist(RECORD_SECTION_KEYS, M.invalid.id),
    v.pipe(v.string(M.invalid.id), v.maxLength(RECORD_SECTION_MAX_CHARS, M.sectionTooLong.id)),
    M.invalid.id,
  ),
  /** A plan entry's problems and goals; null for the other kinds. */
  plan: v.nullable(planRule),
  status: v.picklist(RECORD_STATUSES, M.invalid.id),
  /** When it was signed (set by the rules on signing, never typed); null: a draft. */
  signedAt: v.nullable(instantRule(M.invalid)),
};

export type RecordEntryFields = FieldsOf<typeof recordEntryFieldEntries>;
export type RecordEntryRow = SyncedRow & RecordEntryFields;
export type RecordPlan = NonNullable<RecordEntryFields['plan']>;
export type RecordGoal = RecordPlan['goals'][number];
export type RecordProblem = RecordPlan['problems'][number];

/** The rules across fields: the template fits the kind, its sections are its own, a plan only in a plan. */
export function recordEntryRuleIssue(
  fields: RecordEntryFields,
): { field: keyof RecordEntryFields & string; message: string } | undefined {
  if (!TEMPLATES_OF_KIND[fields.kind].includes(fields.template)) {
    return { field: 'template', message: M.templateInvalid.id };
  }
  const own: readonly string[] = RECORD_TEMPLATES[fields.template];
  if (Object.keys(fields.sections).some((key) => !own.includes(key))) {
    return { field: 'sections', message: M.templateInvalid.id };
  }
  if (fields.kind !== 'plan' && fields.plan !== null) {
    return { field: 'plan', message: M.planOnlyInPlanEntry.id };
  }
  if (fields.kind === 'plan' && fields.status === 'signed') {
    const plan = fields.plan;
    if (!plan || plan.problems.length + plan.goals.length === 0) {
      return { field: 'plan', message: M.planRequired.id };
    }
  }
  return undefined;
}

/** Empty sections are left out, so a template switch or a cleared section stores nothing. */
export function normalizeRecordEntry(fields: RecordEntryFields): RecordEntryFields {
  const sections = Object.fromEntries(
    Object.entries(fields.sections).filter(([, text]) => text.trim() !== ''),
  ) as RecordEntryFields['sections'];
  return { ...fields, sections, plan: fields.kind === 'plan' ? fields.plan : null };
}

/** The sections of the entry's template that hold text, in the template's order (how a note reads). */
export function writtenSections(
  fields: Pick<RecordEntryFields, 'template' | 'sections'>,
): RecordSectionKey[] {
  const keys: readonly RecordSectionKey[] = RECORD_TEMPLATES[fields.template];
  return keys.filter((key) => (fields.sections[key] ?? '').trim() !== '');
}
