/**
 * A minimal streaming multipart/form-data reader: text fields are collected, and the first file
 * part is handed over chunk by chunk. Invariant: it pulls from the body only when asked, so a
 * caller that stops asking stops reading the upload (nothing past a limit is ever buffered).
 */

export type PartHeaders = { name: string; filename: string | undefined; contentType: string | undefined };

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_FIELD_BYTES = 1024;

export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data` Content-Type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = contentType.match(/boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return match?.[1] ?? match?.[2];
}

function parseHeaders(block: string): PartHeaders {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-type') contentType = value;
    if (key !== 'content-disposition') continue;
    name = value.match(/\bname="([^"]*)"/i)?.[1];
    const star = value.match(/\bfilename\*=(?:UTF-8'')?([^;]+)/i)?.[1];
    filename = star ? safeDecode(star) : value.match(/\bfilename="([^"]*)"/i)?.[1];
  }
  if (name === undefined) throw new MultipartError('part without a name');
  return { name, filename, contentType };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export class MultipartReader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly delimiter: Buffer;
  private isBodyDone = false;
  private isInPart = false;
  private isFinished = false;

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    boundary: string,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The body starts with the boundary without its CRLF: pretend one precedes it.
    this.buffer = Buffer.from(CRLF);
  }

  private async pull(): Promise<boolean> {
    if (this.isBodyDone) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.isBodyDone = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? Buffer.from(value) : Buffer.concat([this.buffer, value]);
    return true;
  }

  private async ensure(bytes: number): Promise<boolean> {
    while (this.buffer.length < bytes) if (!(await this.pull())) return false;
    return true;
  }

  /** Skips what is left of the current part; then the next part's headers, or undefined at the end. */
  async nextPart(): Promise<PartHeaders | undefined> {
    if (this.isFinished) return undefined;
    if (this.isInPart) while ((await this.readChunk()) !== undefined);
    let at = this.buffer.indexOf(this.delimiter);
    while (at < 0) {
      // Preamble: keep only what may be the start of the delimiter.
      this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.delimiter.length));
      if (!(await this.pull())) throw new MultipartError('no boundary');
      at = this.buffer.indexOf(this.delimiter);
    }
    this.buffer = this.buffer.subarray(at + this.delimiter.length);
    if (!(await this.ensure(2))) throw new MultipartError('truncated');
    if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
      this.isFinished = true;
      return undefined;
    }
    let end = this.buffer.indexOf(HEADER_END);
    while (end < 0) {
      if (this.buffer.length > MAX_HEADER_BYTES) throw new MultipartError('headers too long');
      if (!(await this.pull())) throw new MultipartError('truncated headers');
      end = this.buffer.indexOf(HEADER_END);
    }
    const block = this.buffer.toString('utf8', 2, end);
    this.buffer = this.buffer.subarray(end + HEADER_END.length);
    this.isInPart = true;
    return parseHeaders(block);
  }

  /** The current part's next bytes, or undefined once its closing boundary is reached. */
  async readChunk(): Promise<Uint8Array | undefined> {
    if (!this.isInPart) return undefined;
    for (;;) {
      const at = this.buffer.indexOf(this.delimiter);
      if (at >= 0) {
        const chunk = this.buffer.subarray(0, at);
        // Leave the delimiter in place for nextPart.
        this.buffer = this.buffer.subarray(at);
        this.isInPart = false;
        return chunk.length > 0 ? chunk : undefined;
      }
      const safe = this.buffer.length - this.delimiter.length;
      if (safe > 0) {
        const chunk = this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
        return chunk;
      }
      if (!(await this.pull())) throw new MultipartError('truncated part');
    }
  }

  /** A small text field's value (bounded: a field is never a way to smuggle a large body). */
  async readField(): Promise<string> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await this.readChunk(); chunk; chunk = await this.readChunk()) {
      size += chunk.length;
      if (size > MAX_FIELD_BYTES) throw new MultipartError('field too long');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
