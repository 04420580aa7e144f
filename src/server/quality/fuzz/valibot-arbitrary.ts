/**
 * A fast-check arbitrary of valid-looking values for a valibot schema, by walking `schema.type` and
 * its pipe actions. Best effort: custom checks (`check`, `rawCheck`) are not inverted, so a value may
 * still be refused — the fuzz only needs most of them to get past validation into the handler.
 */
import fc from 'fast-check';
import type * as v from 'valibot';

/** The parts of valibot's schema and action objects this walker reads (public, documented fields). */
type Node = {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  entries?: Readonly<Record<string, Node>>;
  wrapped?: Node;
  item?: Node;
  key?: Node;
  value?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  requirement?: unknown;
};

const MAX_ARRAY_ITEMS = 4;
const MAX_FREE_STRING = 40;
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function asNode(schema: v.GenericSchema | Node): Node {
  // Every valibot schema is such an object; the walker reads only the fields typed in Node.
  return schema as unknown as Node;
}

/** The base schema under any number of nested pipes, and every action in order. */
function unpipe(node: Node): { base: Node; actions: Node[] } {
  if (!node.pipe) return { base: node, actions: [] };
  const [first, ...rest] = node.pipe;
  if (!first || first === node) {
    const { pipe: _pipe, ...base } = node;
    return { base, actions: [...rest] };
  }
  const inner = unpipe(first);
  return { base: inner.base, actions: [...inner.actions, ...rest] };
}

function requirementOf(actions: readonly Node[], type: string): unknown {
  return actions.find((action) => action.type === type)?.requirement;
}

function numberRequirement(actions: readonly Node[], type: string): number | undefined {
  const value = requirementOf(actions, type);
  return typeof value === 'number' ? value : undefined;
}

function lengthBounds(actions: readonly Node[]): { min: number; max: number } {
  const exact = numberRequirement(actions, 'length');
  const nonEmpty = actions.some((action) => action.type === 'non_empty') ? 1 : 0;
  const min = exact ?? Math.max(numberRequirement(actions, 'min_length') ?? 0, nonEmpty);
  const max = exact ?? numberRequirement(actions, 'max_length') ?? Math.max(min, MAX_FREE_STRING);
  return { min, max };
}

const isoDate = fc
  .date({ min: new Date('1930-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/),
    fc.stringMatching(/^[a-z]{1,10}$/),
    fc.constantFrom('com', 'fr', 'test', 'ma'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Padded or cut to the bounds (in UTF-16 units, as valibot counts), never through a surrogate pair. */
function fitLength(value: string, min: number, max: number): string {
  const padded = value.length < min ? value + 'a'.repeat(min - value.length) : value;
  let cut = '';
  for (const char of padded) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return cut;
}

function stringArbitrary(actions: readonly Node[]): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(actions);
  const bounded = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((value) => fitLength(value, min, max));
  if (actions.some((action) => action.type === 'uuid')) return fc.uuid();
  if (actions.some((action) => action.type === 'email')) return bounded(simpleEmail);
  if (actions.some((action) => action.type === 'iso_date')) return isoDate;
  if (actions.some((action) => action.type === 'url')) return fc.webUrl();
  const patterns = actions
    .filter((action) => action.type === 'regex' && action.requirement instanceof RegExp)
    .map((action) => action.requirement as RegExp); // Narrowed by the instanceof filter above.
  const anchored = patterns.find((pattern) => pattern.source.startsWith('^'));
  // Cutting may end a match early ("Jean-"): keep only what still matches (most do).
  if (anchored) return bounded(fc.stringMatching(anchored)).filter((value) => anchored.test(value));
  // Several "contains" rules (a letter, a digit, a symbol): one piece matching each, joined.
  if (patterns.length > 0)
    return bounded(fc.tuple(...patterns.map((p) => fc.stringMatching(p))).map((parts) => parts.join('')));
  return fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, MAX_FREE_STRING)) });
}

function numberArbitrary(actions: readonly Node[]): fc.Arbitrary<number> {
  const min = numberRequirement(actions, 'min_value') ?? (numberRequirement(actions, 'gt_value') ?? -1e6) + 1;
  const max = numberRequirement(actions, 'max_value') ?? (numberRequirement(actions, 'lt_value') ?? 1e6) - 1;
  if (actions.some((action) => action.type === 'integer')) return fc.integer({ min, max });
  // Cents: the money fields allow two decimals at most.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

function objectArbitrary(node: Node): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(node.entries ?? {});
  const model = Object.fromEntries(entries.map(([key, entry]) => [key, walk(entry)]));
  const requiredKeys = entries.filter(([, entry]) => !OPTIONAL_TYPES.has(entry.type)).map(([key]) => key);
  return fc.record(model, { requiredKeys });
}

/** Schemas whose custom checks the walker cannot invert (a phone number, an IBAN): their own values. */
export type Hints = ReadonlyMap<unknown, fc.Arbitrary<unknown>>;
let hints: Hints = new Map();

function walk(node: Node): fc.Arbitrary<unknown> {
  const hinted = hints.get(node);
  if (hinted) return hinted;
  const { base, actions } = unpipe(node);
  // `string → toNumber → integer …`: the input is the string of a number the later actions accept.
  const toNumber = actions.findIndex((action) => action.type === 'to_number');
  if (base.type === 'string' && toNumber >= 0)
    return numberArbitrary(actions.slice(toNumber + 1)).map(String);
  switch (base.type) {
    case 'string':
      return stringArbitrary(actions);
    case 'number':
      return numberArbitrary(actions);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(base.literal);
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(base.options ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return objectArbitrary(base);
    case 'array': {
      const { min, max } = lengthBounds(actions);
      const item = base.item ? walk(base.item) : fc.jsonValue();
      return fc.array(item, { minLength: min, maxLength: Math.min(max, Math.max(min, MAX_ARRAY_ITEMS)) });
    }
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return base.wrapped ? walk(base.wrapped) : fc.constant(undefined);
    case 'nullable':
      return fc.option(base.wrapped ? walk(base.wrapped) : fc.constant(null), { nil: null, freq: 4 });
    case 'nullish':
      return fc.option(base.wrapped ? walk(base.wrapped) : fc.constant(null), { nil: null, freq: 4 });
    case 'union':
    case 'variant':
      return fc.oneof(...(base.options ?? []).map((option) => walk(asNode(option as Node))));
    case 'record':
      return fc.dictionary(
        base.key ? (walk(base.key) as fc.Arbitrary<string>) : fc.string(),
        base.value ? walk(base.value) : fc.jsonValue(),
        { maxKeys: 3 },
      );
    default:
      // unknown, any, custom, …: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Valid-looking inputs of this schema (what a correct client would send). */
export function arbitraryOf(schema: v.GenericSchema, schemaHints: Hints = new Map()): fc.Arbitrary<unknown> {
  hints = schemaHints;
  try {
    return walk(asNode(schema));
  } finally {
    hints = new Map();
  }
}
