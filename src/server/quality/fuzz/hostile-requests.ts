/**
 * One arbitrary of whole requests per route, from its fuzz entry: valid calls (real ids, valid query
 * and body from the schemas) and hostile ones (path, query, headers, body, content type).
 */
import fc from 'fast-check';
import type { RegisteredRoute } from '../../http/route-list.ts';
import { fillPath } from '../route-coverage.ts';
import { hostileBodies, serialize } from './body-mutations.ts';
import type { FuzzEntry, FuzzIds } from './fuzz-table.ts';
import { SCHEMA_HINTS } from './fuzz-table.ts';
import {
  encodeAny,
  hostileHeaderValue,
  hostileId,
  hostileQueryValue,
  WRONG_CONTENT_TYPES,
} from './hostile-values.ts';
import { hostileMultipart, validMultipart } from './multipart-bodies.ts';
import { arbitraryOf } from './valibot-arbitrary.ts';

export type FuzzRequest = {
  category: string;
  method: string;
  /** Path and query, as sent. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  websocket?: true;
  /** Must be refused with a 4xx (a body that is not a JSON object, or not JSON at all). */
  mustRefuse?: true;
};

export const MUST_REFUSE = new Set(['body: invalid JSON', 'body: not an object', 'sweep: body []']);

type Parts = {
  category: string;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
};

const JSON_TYPE = 'application/json';
const QUERY_KEYS = ['since', 'limit', 'page', 'pageSize', 'search', 'q', 'status', 'email', 'kind', 'token'];

function queryString(values: unknown): string {
  if (typeof values !== 'object' || values === null) return '';
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeAny(key)}=${encodeAny(String(value))}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function validParams(entry: FuzzEntry, ids: FuzzIds): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([name, kind]) => [name, encodeURIComponent(ids[kind])]),
  );
}

/** Hostile query strings: a hostile value under a known or unknown key, repeated keys, bare keys. */
const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileQueryValue).map(([key, value]) => `?${key}=${value}`),
  fc
    .tuple(fc.constantFrom(...QUERY_KEYS), hostileQueryValue)
    .map(([key, value]) => `?${key}=1&${key}=${value}`),
  fc.constantFrom(
    '?since',
    '?since=&limit=',
    '?page[]=1',
    '?%00=1',
    '?=',
    '?&&&',
    `?search=${'%25'.repeat(3000)}`,
  ),
);

function requestParts(entry: FuzzEntry, ids: FuzzIds): fc.Arbitrary<Parts> {
  const params = validParams(entry, ids);
  const validQuery = entry.query ? arbitraryOf(entry.query, SCHEMA_HINTS).map(queryString) : fc.constant('');
  const baseHeaders = entry.headers?.(ids) ?? {};
  const options: fc.WeightedArbitrary<Parts>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Parts>) => options.push({ weight, arbitrary });
  const parts = (category: string, query: string, extra: Partial<Parts> = {}): Parts => ({
    category,
    params,
    query,
    headers: baseHeaders,
    ...extra,
  });

  const schema = entry.body;
  if (schema === 'multipart') {
    const asCase = (kind: fc.Arbitrary<{ category: string; contentType: string; body: Uint8Array }>) =>
      fc.tuple(kind, validQuery).map(([multipart, query]) =>
        parts(multipart.category, query, {
          headers: { ...baseHeaders, 'content-type': multipart.contentType },
          body: multipart.body,
        }),
      );
    add(3, asCase(validMultipart));
    add(6, asCase(hostileMultipart));
  } else if (schema) {
    const validBody = arbitraryOf(schema, SCHEMA_HINTS).map((value) => entry.adjust?.(value, ids) ?? value);
    const json = { ...baseHeaders, 'content-type': JSON_TYPE };
    add(
      3,
      fc
        .tuple(validBody, validQuery)
        .map(([body, query]) => parts('valid', query, { headers: json, body: serialize(body) })),
    );
    add(
      14,
      fc
        .tuple(hostileBodies(validBody), validQuery)
        .map(([body, query]) => parts(body.category, query, { headers: json, body: body.text })),
    );
    add(
      1,
      fc.tuple(validBody, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([body, type]) =>
        parts('body: wrong content type', '', {
          headers: { ...baseHeaders, 'content-type': type },
          body: serialize(body),
        }),
      ),
    );
  } else {
    add(
      2,
      validQuery.map((query) => parts('valid', query)),
    );
  }

  const names = Object.keys(params);
  if (names.length > 0 || entry.catchAll) {
    add(
      4,
      fc.tuple(hostileId, fc.nat()).map(([id, index]) => {
        const name = names[index % Math.max(names.length, 1)];
        return parts('path: hostile id', '', { params: name ? { ...params, [name]: id } : { path: id } });
      }),
    );
  }
  add(
    entry.query ? 3 : 1,
    hostileQuery.map((query) => parts('query: hostile', query)),
  );
  add(
    1,
    fc
      .tuple(
        fc.constantFrom('authorization', 'code', 'idempotency-key', 'x-upload-token', 'content-length'),
        hostileHeaderValue,
      )
      .map(([name, value]) =>
        parts(`header: hostile ${name}`, '', { headers: { ...baseHeaders, [name]: value } }),
      ),
  );
  return fc.oneof(...options);
}

/** Requests for one route; `token` is the caller's access token (none for anonymous routes). */
export function requestsFor(
  route: RegisteredRoute,
  entry: FuzzEntry,
  ids: FuzzIds,
): fc.Arbitrary<FuzzRequest> {
  return requestParts(entry, ids).map((parts): FuzzRequest => {
    const path = entry.catchAll
      ? `/${parts.params.path ?? 'office/patients'}`
      : fillPath(route.path, parts.params, true);
    const request: FuzzRequest = {
      category: parts.category,
      method: route.method,
      target: `${path}${parts.query}`,
      headers: parts.headers,
    };
    if (parts.body !== undefined) request.body = parts.body;
    if (MUST_REFUSE.has(parts.category)) request.mustRefuse = true;
    if (entry.websocket && parts.category !== 'header: hostile authorization') request.websocket = true;
    return request;
  });
}
