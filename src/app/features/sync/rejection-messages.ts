// Why the server refused a queued change, as descriptors translated where they are shown: the panel
// then speaks the user's current language, whatever language the refusal arrived in (the service
// worker replays in English; the user may switch language after the refusal).
import * as v from 'valibot';
import type { Message } from '#core/messages';
import { patientFieldsSchema } from '#core/patients/patient-entity';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import type { PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';

/** A descriptor or catalogue id to translate, or the server's own text when no descriptor is known. */
export type RejectionMessage = Message | string | { serverText: string };

/** The one rule the server checks that the shared schema cannot: the employer is a live company of yours. */
const SERVER_ONLY_FIELD_RULES: Readonly<Record<string, Message>> = {
  companyId: PATIENT_MESSAGES.companyInvalid,
};

function headline(entry: OutboxEntry): Message | string | undefined {
  const error = entry.lastError;
  if (!error) return undefined;
  // The catalogue's 404 text is about a missing service; for a queued change it is the patient.
  if (error.status === 404) return PATIENT_MESSAGES.notFound;
  if (error.status === 422) return PATIENT_MESSAGES.idempotencyMismatch;
  return error.messageId;
}

/** Field → message id, as the shared schema judges the change the user meant. */
function localFieldIssues(fields: PatientFields | undefined): Map<string, string> {
  const issues = new Map<string, string>();
  if (!fields) return issues;
  const checked = v.safeParse(patientFieldsSchema, fields);
  if (checked.success) return issues;
  for (const issue of checked.issues) {
    const field = v.getDotPath(issue);
    if (field && !issues.has(field)) issues.set(field, issue.message);
  }
  return issues;
}

/**
 * The headline, then one message per field the server named. `fields` is the patient as the user
 * meant it (see rejected-entry.ts), used to find each field's message in the shared schema.
 */
export function rejectionMessages(entry: OutboxEntry, fields: PatientFields | undefined): RejectionMessage[] {
  const messages: RejectionMessage[] = [];
  const first = headline(entry);
  if (first) messages.push(first);
  const local = localFieldIssues(fields);
  for (const [field, serverText] of Object.entries(entry.lastError?.fieldErrors ?? {})) {
    messages.push(local.get(field) ?? SERVER_ONLY_FIELD_RULES[field] ?? { serverText });
  }
  return messages;
}
