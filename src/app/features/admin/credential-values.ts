// The shapes of the credential values a review shows, read from the review's JSON with valibot (the
// server stored what the profile's schemas accepted; a value of another shape is shown as absent).
import * as v from 'valibot';
import type { JsonValue } from '#core/credentials/credential-changes';

const diplomas = v.array(
  v.object({
    title: v.string(),
    establishment: v.string(),
    graduationDate: v.string(),
    documentFileId: v.string(),
  }),
);
const trainings = v.array(
  v.object({
    title: v.string(),
    name: v.string(),
    establishment: v.string(),
    certificationDate: v.string(),
    duration: v.string(),
  }),
);
const fileIds = v.array(v.string());

export type DiplomaValue = v.InferOutput<typeof diplomas>[number];
export type TrainingValue = v.InferOutput<typeof trainings>[number];

const parsed = <T>(schema: v.GenericSchema<unknown, T>, value: JsonValue): T | undefined => {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
};

export const asDiplomas = (value: JsonValue) => parsed(diplomas, value) ?? [];
export const asTrainings = (value: JsonValue) => parsed(trainings, value) ?? [];
export const asFileIds = (value: JsonValue) => parsed(fileIds, value) ?? [];
export const asCode = (value: JsonValue) => (typeof value === 'string' ? value : null);
