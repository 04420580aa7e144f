/**
 * How many diplomas and trainings a registration holds, and the lengths of its free-text fields.
 * Apart from the schema (registration.ts) so the form can read them without the phone metadata.
 */
export const MAX_DIPLOMAS = 10;
export const MAX_TRAININGS = 20;
export const MAX_YEARS_OF_EXPERIENCE = 70;
export const ESTABLISHMENT_MAX_CHARS = 150;
export const COMPANY_NAME_MAX_CHARS = 100;
