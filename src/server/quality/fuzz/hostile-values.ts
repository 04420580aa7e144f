/**
 * The hostile values the fuzz plants in bodies, path parameters, query strings and headers: SQL and
 * markup, control characters, bidi tricks, lone surrogates, numbers beyond 64 bits, malformed ids.
 */
import fc from 'fast-check';
import { JSON_BODY_MAX_BYTES } from '#core/constants';

/** Marks a value to be spliced into the JSON text verbatim (a number JSON.stringify cannot write). */
export const RAW_PREFIX = '\u0000raw:';
export const raw = (text: string) => `${RAW_PREFIX}${text}`;

export const HOSTILE_STRINGS = [
  "'; drop table users; --",
  "' or '1'='1",
  '1); delete from patients; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\b\u001b[31m\r\n\t\u007f\u0085',
  '\u202Eevil.exe\u202C',
  'عبد الله Smith \u200F\u061C mixed',
  '\uD800',
  'a\uDC00b',
  '👩‍⚕️🇲🇦',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x1F',
  ' 42 ',
  '',
  '   ',
  'null',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  // Format-string and template-injection probes (`$` + `{…}` kept apart for the linter).
  `%s%s%n$${'{7*7}'}{{7*7}}`,
  '__proto__',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((text) => text.repeat(500)) },
);

/** Numbers as raw JSON text: past both ends of int64, past double, negative zero, fractions. */
export const HOSTILE_NUMBERS = [
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '123456789012345678901234567890',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '9007199254740993',
  '0.000001',
  '1.5',
  '-1',
] as const;

export const hostileNumber: fc.Arbitrary<string> = fc.constantFrom(...HOSTILE_NUMBERS).map(raw);

/** Any JSON value of the wrong kind for most fields. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', [], {}, [null], { a: 1 }, ['x']),
  hostileNumber,
  hostileString,
);

/** Percent-encoding that also writes lone surrogates (as the UTF-8 bytes of U+D800, which no decoder accepts). */
export function encodeAny(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code >= 0xd800 && code <= 0xdfff && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char);
    })
    .join('');
}

/** Path parameters, already as they appear in the URL (encoded unless the point is the raw form). */
export const HOSTILE_IDS = [
  'not-a-uuid',
  '0123-4567-89ab-cdef-0123-456789abcdef',
  'abcdef01-2345-6789-abcd-ef01234567890',
  '0123456789abcdef0123456789abcdef0123',
  '{01234567-89ab-cdef-0123-456789abcdef}',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '-1',
  '0',
  '9223372036854775808',
  'a'.repeat(10_000),
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  'abc%00def',
  '%',
  '%E2%80%AE',
  '%F0%9F%91%A9',
  '%ED%A0%80',
  encodeURIComponent("'; drop table users; --"),
  encodeURIComponent('<script>alert(1)</script>'),
  'null',
  'undefined',
] as const;

export const hostileId: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
  { weight: 1, arbitrary: fc.uuid().map((id) => `${id}%00`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encodeAny) },
);

/** A query value, raw in the URL (so `%00` and a bare `%` arrive as such). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_IDS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  hostileString.map(encodeAny),
);

/** Header values (ISO-8859-1 only: fetch refuses anything else before it reaches the server). */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'null'),
  fc.constantFrom('x'.repeat(8_000), "'; drop table users; --", '\u00ff\u00fe', '../../'),
  fc
    .string({ unit: 'binary-ascii', maxLength: 60 })
    .map((text) => [...text].filter((char) => char >= ' ' && char !== '\u007f').join('')),
);

/** A string that fills most of the JSON body limit, and one well beyond it. */
export const HUGE_WITHIN_LIMIT_CHARS = JSON_BODY_MAX_BYTES - 48 * 1024;
export const HUGE_BEYOND_LIMIT_CHARS = 2 * JSON_BODY_MAX_BYTES;

/** `depth` nested arrays or objects, as JSON text (JSON.stringify would recurse as deep). */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/**
 * Bodies every route must refuse: not JSON, or JSON with a NUL (which no text column can hold). Not a
 * BOM before `{}`: the body's UTF-8 decoding drops it, as RFC 8259 allows.
 */
export const INVALID_JSON = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  '[',
  'nul',
] as const;

export const NOT_AN_OBJECT = ['[]', '[{}]', '"text"', '123', 'null', 'true', '-0', '1e309'] as const;

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/xml',
  'application/jsonp',
  'application/vnd.api+json',
  '',
] as const;
