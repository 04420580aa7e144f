/**
 * The schema walker behind the hostile-input gate: for schemas without custom checks it must generate
 * only values the schema accepts, so the fuzz's "valid" cases really reach the handlers.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { refreshTokenSchema, signInSchema } from '#core/auth';
import { forgotPasswordSchema, rejectRegistrationSchema } from '#core/onboarding/account-links';
import { photoStepSchema } from '#core/onboarding/profile-completion';
import { batchRequestSchema } from '#core/sync/batch';
import { SCHEMA_HINTS } from './fuzz-table.ts';
import { arbitraryOf } from './valibot-arbitrary.ts';

const EXACT_SCHEMAS: [string, v.GenericSchema][] = [
  ['sign-in', signInSchema],
  ['refresh token', refreshTokenSchema],
  ['forgot password', forgotPasswordSchema],
  ['photo step', photoStepSchema],
  ['sync batch', batchRequestSchema],
  [
    'a walk over every basic type',
    v.strictObject({
      count: v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(9)),
      price: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
      flag: v.boolean(),
      kind: v.picklist(['a', 'b']),
      fixed: v.literal('yes'),
      code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      tags: v.pipe(
        v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(5))),
        v.minLength(1),
        v.maxLength(3),
      ),
      note: v.optional(v.nullable(v.string())),
      either: v.union([v.pipe(v.string(), v.uuid()), v.pipe(v.string(), v.isoDate())]),
      cursor: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)),
    }),
  ],
];

describe('valibot to fast-check', () => {
  it.each(EXACT_SCHEMAS)('generates only values the %s schema accepts', (_name, schema) => {
    fc.assert(
      fc.property(arbitraryOf(schema, SCHEMA_HINTS), (value) => {
        expect(v.safeParse(schema, value).issues).toBeUndefined();
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('gets most reasons past a required-text rule with a length limit', () => {
    const values = fc.sample(arbitraryOf(rejectRegistrationSchema), { seed: 7, numRuns: 200 });
    const accepted = values.filter((value) => v.is(rejectRegistrationSchema, value)).length;
    expect(accepted).toBeGreaterThan(150);
  });
});
