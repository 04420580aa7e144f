// Turns a failed valibot parse into one translated message per field (the first issue of each),
// the shape every form of the app displays.
import type * as v from 'valibot';
import { translate } from '../../i18n/translate.ts';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (errors[key] === undefined) errors[key] = translate(issue.message);
  }
  return errors;
}
