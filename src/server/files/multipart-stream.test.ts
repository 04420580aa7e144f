import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, MultipartReader } from './multipart-stream.ts';
import { readUntilFile } from './receive-upload.ts';

const BOUNDARY = '----formdata-abc123';

function body(fileContent: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from('preamble to ignore\r\n'),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndocument\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="lang_code"\r\n\r\nAR\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    fileContent,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function streamOf(data: Buffer, chunkSize: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(new Uint8Array(data.subarray(offset, offset + chunkSize)));
      offset += chunkSize;
    },
  });
}

async function readAll(data: Buffer, chunkSize: number) {
  const reader = new MultipartReader(streamOf(data, chunkSize).getReader(), BOUNDARY);
  const found = await readUntilFile(reader);
  const chunks: Uint8Array[] = [];
  for (let chunk = await reader.readChunk(); chunk; chunk = await reader.readChunk()) chunks.push(chunk);
  return { found, content: Buffer.concat(chunks), next: await reader.nextPart() };
}

describe('streaming multipart reader', () => {
  // Bytes that look like the start of a boundary must survive, whatever the chunking.
  const tricky = Buffer.concat([
    Buffer.from('%PDF-1.7\r\n--'),
    Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}`),
    Buffer.alloc(3000, 7),
  ]);

  it.each([1, 2, 7, 64, 1000, 1 << 20])(
    'reads fields and the whole file in chunks of %i bytes',
    async (chunkSize) => {
      const { found, content, next } = await readAll(body(tricky), chunkSize);
      expect(found?.fields.get('kind')).toBe('document');
      expect(found?.fields.get('lang_code')).toBe('AR');
      expect(found?.headers).toEqual({ name: 'file', filename: 'cv.pdf', contentType: 'application/pdf' });
      expect(content.equals(tricky)).toBe(true);
      expect(next).toBeUndefined();
    },
  );

  it('reports a body cut off in the middle of the file', async () => {
    const data = body(tricky).subarray(0, 400);
    await expect(readAll(data, 50)).rejects.toBeInstanceOf(MultipartError);
  });

  it('finds the boundary in quoted and plain Content-Type headers only for form data', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});
