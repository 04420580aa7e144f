/**
 * The clinical record's vocabularies: the kinds of entry, the templates a kind may use and the
 * sections each template has (their headings are the interface's, ./record-headings in the app; the
 * content is in whatever language was typed), and a plan goal's states.
 */

export const RECORD_KINDS = ['intake', 'progress', 'plan', 'discharge'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * SOAP (Subjective, Objective, Assessment, Plan), DAP (Data, Assessment, Plan) and BIRP (Behaviour,
 * Intervention, Response, Plan) are the progress-note structures clinicians know; free text for the
 * rest. Intake and discharge have their own sections; a plan entry keeps its structure in `plan`.
 */
export const RECORD_TEMPLATES = {
  soap: ['subjective', 'objective', 'assessment', 'plan'],
  dap: ['data', 'assessment', 'plan'],
  birp: ['behaviour', 'intervention', 'response', 'plan'],
  free: ['text'],
  intake: ['presentingProblem', 'history', 'mentalStatus', 'assessment', 'plan'],
  discharge: ['reason', 'courseOfTreatment', 'statusAtDischarge', 'recommendations'],
  plan: ['text'],
} as const satisfies Record<string, readonly string[]>;
export type RecordTemplate = keyof typeof RECORD_TEMPLATES;
export const RECORD_TEMPLATE_CODES = Object.keys(RECORD_TEMPLATES) as [RecordTemplate, ...RecordTemplate[]];

export type RecordSectionKey = (typeof RECORD_TEMPLATES)[RecordTemplate][number];
export const RECORD_SECTION_KEYS = [
  ...new Set(Object.values(RECORD_TEMPLATES).flat()),
] as unknown as readonly [RecordSectionKey, ...RecordSectionKey[]];

/** The templates each kind may use, the first being the one a new entry starts with. */
export const TEMPLATES_OF_KIND: Readonly<Record<RecordKind, readonly RecordTemplate[]>> = {
  intake: ['intake', 'free'],
  progress: ['soap', 'dap', 'birp', 'free'],
  plan: ['plan'],
  discharge: ['discharge', 'free'],
};

export const RECORD_STATUSES = ['draft', 'signed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const GOAL_STATUSES = ['open', 'met', 'dropped'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** A section of a note: long enough for a full intake's history, short of a book. */
export const RECORD_SECTION_MAX_CHARS = 20_000;
export const PLAN_ITEM_MAX_CHARS = 500;
export const PLAN_MAX_PROBLEMS = 30;
export const PLAN_MAX_GOALS = 50;
export const ADDENDUM_MAX_CHARS = 5_000;
export const AUTHOR_NAME_MAX_CHARS = 200;

/** What a patient's document is, for the record's list (issue 38). */
export const PATIENT_DOCUMENT_CATEGORIES = [
  'consent',
  'referral',
  'assessment',
  'report',
  'correspondence',
  'other',
] as const;
export type PatientDocumentCategory = (typeof PATIENT_DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_TITLE_MAX_CHARS = 200;
