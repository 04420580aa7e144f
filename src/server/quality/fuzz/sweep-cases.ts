/**
 * The deterministic part of the fuzz: every string field, number field, path parameter and query
 * key of a route gets each of a few sharp values (NUL, a lone surrogate, 2^63, a 36-character
 * hex-dash non-UUID, …), so the classic bugs are found on every run, not by luck.
 */
import fc from 'fast-check';
import type { RegisteredRoute } from '../../http/route-list.ts';
import { fillPath } from '../route-coverage.ts';
import { pathsOf, replaceAt, serialize, valueAt } from './body-mutations.ts';
import { type FuzzEntry, type FuzzIds, SCHEMA_HINTS } from './fuzz-table.ts';
import { type FuzzRequest, MUST_REFUSE } from './hostile-requests.ts';
import { raw } from './hostile-values.ts';
import { arbitraryOf } from './valibot-arbitrary.ts';

// SQL and markup strings are left to the random cases: parameterised queries make them plain text.
const SWEEP_STRINGS = ['a\u0000b', '\uD800', '\u202Eabc عربي xyz'] as const;
const SWEEP_NUMBERS = ['9223372036854775808', '-9223372036854775809', '1e309'] as const;
const SWEEP_IDS = [
  '0123456789abcdef0123456789abcdef0123',
  '------------------------------------',
  'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-',
  'not-a-uuid',
  '%00',
  'a'.repeat(5_000),
  '..%2F..%2F',
] as const;
const SWEEP_QUERY_VALUES = [
  '9223372036854775808',
  '99999999999999999999',
  '-1',
  'a%00b',
  '%ED%A0%80',
] as const;
const SWEEP_QUERY_KEYS = ['since', 'limit', 'page', 'pageSize', 'search'] as const;

function queryKeysOf(entry: FuzzEntry): string[] {
  const schema = entry.query as { entries?: Record<string, unknown> } | undefined; // valibot object schemas expose `entries`.
  return schema?.entries ? Object.keys(schema.entries) : [];
}

/** A first valid body for the route, from the same seed every run. */
function validBody(entry: FuzzEntry, ids: FuzzIds, seed: number): unknown {
  if (!entry.body || entry.body === 'multipart') return undefined;
  const [value] = fc.sample(arbitraryOf(entry.body, SCHEMA_HINTS), { numRuns: 1, seed });
  return entry.adjust?.(value, ids) ?? value;
}

export function sweepRequests(
  route: RegisteredRoute,
  entry: FuzzEntry,
  ids: FuzzIds,
  seed: number,
): FuzzRequest[] {
  if (entry.catchAll || entry.websocket) return [];
  const params = Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([name, kind]) => [name, encodeURIComponent(ids[kind])]),
  );
  const headers = entry.headers?.(ids) ?? {};
  const body = validBody(entry, ids, seed);
  const request = (
    category: string,
    overrides: Partial<FuzzRequest> & { params?: Record<string, string> },
  ) => {
    const made: FuzzRequest = {
      category: `sweep: ${category}`,
      method: route.method,
      target: `${fillPath(route.path, overrides.params ?? params, true)}${overrides.target ?? ''}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    };
    if (MUST_REFUSE.has(made.category)) made.mustRefuse = true;
    if (overrides.body !== undefined) made.body = overrides.body;
    else if (body !== undefined) made.body = serialize(body);
    return made;
  };

  const cases: FuzzRequest[] = [];
  for (const name of Object.keys(params)) {
    for (const id of SWEEP_IDS)
      cases.push(request(`:${name} = ${id.slice(0, 40)}`, { params: { ...params, [name]: id } }));
  }
  const keys = new Set([...queryKeysOf(entry), ...(entry.query ? SWEEP_QUERY_KEYS : [])]);
  for (const key of keys) {
    for (const value of SWEEP_QUERY_VALUES)
      cases.push(request(`?${key}=${value}`, { target: `?${key}=${value}` }));
  }
  if (body !== undefined) {
    cases.push(request('body []', { body: '[]' }));
    for (const path of pathsOf(body)) {
      const leaf = valueAt(body, path);
      const values =
        typeof leaf === 'string' ? SWEEP_STRINGS : typeof leaf === 'number' ? SWEEP_NUMBERS.map(raw) : [];
      for (const value of values) {
        const where = path.join('.');
        cases.push(
          request(`${where} = ${JSON.stringify(value)}`, { body: serialize(replaceAt(body, path, value)) }),
        );
      }
    }
  }
  return cases;
}
