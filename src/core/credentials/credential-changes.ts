/**
 * What a credential review holds: per changed credential field, the value the admin last approved
 * (`before`) and the one the profile holds now (`after`), both as JSON. Invariant: a field is listed
 * only while its value differs from the approved one; no field differing means no review.
 */
import { CREDENTIAL_FIELDS, type ProfileFields } from '../profile/profile-schema.ts';

export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** A JSON value as stored (jsonb): strings, numbers, lists and objects of them. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type CredentialChange = { before: JsonValue; after: JsonValue };

/** In CREDENTIAL_FIELDS order; a field appears only when it differs from the approved value. */
export type CredentialChanges = Partial<Record<CredentialField, CredentialChange>>;

type CredentialValues = Pick<ProfileFields, CredentialField>;

/** Equal as JSON, object keys in any order (jsonb does not keep the order they were written in). */
export function isSameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => isSameJson(item, right[index]));
  }
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const keys = Object.keys(leftRecord);
  if (keys.length !== Object.keys(rightRecord).length) return false;
  return keys.every((key) => key in rightRecord && isSameJson(leftRecord[key], rightRecord[key]));
}

/** Whether a write changes any credential field of the stored profile. */
export function touchesCredentials(stored: CredentialValues, next: CredentialValues): boolean {
  return CREDENTIAL_FIELDS.some((field) => !isSameJson(stored[field], next[field]));
}

/**
 * The changes a review holds after a write. The approved value of a field is the `before` of the
 * open (or last corrected) review when it lists the field, else the stored value; a field whose new
 * value equals its approved one is dropped, so changing back withdraws it.
 *
 * @param stored the profile's fields before the write
 * @param next the profile's fields after the write
 * @param open the changes of the review whose `before` values are still the approved ones, if any
 */
export function mergeCredentialChanges(
  stored: CredentialValues,
  next: CredentialValues,
  open: CredentialChanges | undefined,
): CredentialChanges {
  const merged: CredentialChanges = {};
  for (const field of CREDENTIAL_FIELDS) {
    // Values of schema-checked fields: JSON by construction.
    const listed = open?.[field];
    const approved = listed ? listed.before : (stored[field] as JsonValue);
    const after = next[field] as JsonValue;
    if (!isSameJson(approved, after)) merged[field] = { before: approved, after };
  }
  return merged;
}

export function hasChanges(changes: CredentialChanges): boolean {
  return Object.keys(changes).length > 0;
}
