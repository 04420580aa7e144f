/**
 * A reference-list entry: a stable code stored in the database and sent on the wire, plus its label
 * descriptor (the spec's "translation label": the code, and one value per language EN/FR/AR in the
 * catalogs). Labels live in the Lingui catalogs only; no table mirrors them (see CHANGES.md).
 */
import type { Message } from '../messages.ts';

export type ReferenceItem<TCode extends string = string> = { code: TCode; label: Message };

/** The codes of a list as a tuple valibot's picklist accepts. */
export function codesOf<TCode extends string>(items: readonly ReferenceItem<TCode>[]): [TCode, ...TCode[]] {
  return items.map((item) => item.code) as [TCode, ...TCode[]];
}
