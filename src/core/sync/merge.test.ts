import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeFields, tombstone } from './merge.ts';

type Row = { a: string; b: string; c: string; deletedAt: string | null };
type Op = { kind: 'update'; changes: Partial<Row> } | { kind: 'delete' };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record(
        { a: fc.constantFrom('a1', 'a2'), b: fc.constantFrom('b1', 'b2'), c: fc.constantFrom('c1', 'c2') },
        { requiredKeys: [] },
      )
      .map((changes) => ({ kind: 'update' as const, changes })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
);

const apply = (row: Row, op: Op): Row =>
  op.kind === 'delete' ? tombstone(row, 'then') : mergeFields(row, op.changes);
const start: Row = { a: 'a0', b: 'b0', c: 'c0', deletedAt: null };

describe('field merge', () => {
  it('converges: the server state of acknowledged ops rebased with the pending ones equals applying them all', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary, { maxLength: 12 }), fc.nat(), (ops, cut) => {
        const split = ops.length === 0 ? 0 : cut % (ops.length + 1);
        const server = ops.slice(0, split).reduce(apply, start);
        const rebased = ops.slice(split).reduce(apply, server);
        expect(rebased).toEqual(ops.reduce(apply, start));
      }),
    );
  });

  it('lets a delete win over every later edit', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary), fc.array(opArbitrary), (before, after) => {
        const deleted = apply(before.reduce(apply, start), { kind: 'delete' });
        expect(after.reduce(apply, deleted)).toEqual(deleted);
      }),
    );
  });

  it('lets two replicas that see the same edits in the same server order agree, whatever they sent', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary), fc.array(opArbitrary), (mine, theirs) => {
        const serverOrder = [...mine, ...theirs];
        const replicaOne = serverOrder.reduce(apply, start);
        const replicaTwo = [...mine, ...theirs].reduce(apply, start);
        expect(replicaOne).toEqual(replicaTwo);
        for (const key of ['a', 'b', 'c'] as const) {
          const lastWrite = [...serverOrder]
            .reverse()
            .find((op) => op.kind === 'update' && op.changes[key] !== undefined);
          const wasDeleted = serverOrder.some((op) => op.kind === 'delete');
          if (!wasDeleted && lastWrite?.kind === 'update')
            expect(replicaOne[key]).toBe(lastWrite.changes[key]);
        }
      }),
    );
  });
});
