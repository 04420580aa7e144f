/**
 * Multipart upload bodies for `POST /api/files`, built byte by byte so the fuzz controls what a
 * browser never sends: hostile file names and kinds, a missing file part, wrong or broken boundaries.
 */
import fc from 'fast-check';
import { FILE_KINDS } from '#core/onboarding/files';
import { SAMPLE } from '../../onboarding/test-kit.ts';
import { hostileString } from './hostile-values.ts';

export type MultipartCase = { category: string; contentType: string; body: Uint8Array };

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

type Part = { name: string; filename?: string; content: Uint8Array | string };

const CONTENT_BY_KIND = {
  document: SAMPLE.pdf,
  diploma: SAMPLE.pdf,
  photo: SAMPLE.png,
  banner: SAMPLE.jpeg,
  video: SAMPLE.mp4,
  attachment: SAMPLE.docx,
  recordDocument: SAMPLE.pdf,
} as const;

function encode(parts: readonly Part[], boundary = BOUNDARY): Uint8Array {
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    return [Buffer.from(`${head}${type}\r\n`), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

const contentType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

const validParts = fc.constantFrom(...FILE_KINDS).map((kind): Part[] => [
  { name: 'kind', content: kind },
  { name: 'file', filename: `upload.${kind}`, content: CONTENT_BY_KIND[kind]() },
]);

export const validMultipart: fc.Arbitrary<MultipartCase> = validParts.map((parts) => ({
  category: 'valid',
  contentType: contentType(),
  body: encode(parts),
}));

export const hostileMultipart: fc.Arbitrary<MultipartCase> = fc.oneof(
  fc.tuple(validParts, hostileString).map(([parts, name]) => ({
    category: 'multipart: hostile file name',
    contentType: contentType(),
    body: encode(parts.map((part) => (part.filename === undefined ? part : { ...part, filename: name }))),
  })),
  fc.tuple(validParts, hostileString).map(([parts, kind]) => ({
    category: 'multipart: hostile kind',
    contentType: contentType(),
    body: encode(parts.map((part) => (part.name === 'kind' ? { ...part, content: kind } : part))),
  })),
  validParts.map((parts) => ({
    category: 'multipart: no file part',
    contentType: contentType(),
    body: encode(parts.filter((part) => part.filename === undefined)),
  })),
  fc.tuple(validParts, hostileString).map(([parts, token]) => ({
    category: 'multipart: hostile upload token field',
    contentType: contentType(),
    body: encode([{ name: 'uploadToken', content: token }, ...parts]),
  })),
  fc.tuple(validParts, fc.nat()).map(([parts, cut]) => {
    const full = encode(parts);
    return {
      category: 'multipart: truncated body',
      contentType: contentType(),
      body: full.slice(0, cut % full.length),
    };
  }),
  fc.tuple(validParts, fc.constantFrom('', 'x'.repeat(200), '"', 'other', '--')).map(([parts, boundary]) => ({
    category: 'multipart: wrong boundary',
    contentType: contentType(boundary),
    body: encode(parts),
  })),
  validParts.map((parts) => ({
    category: 'multipart: wrong content type',
    contentType: 'application/json',
    body: encode(parts),
  })),
);
