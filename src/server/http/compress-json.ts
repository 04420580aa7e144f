/**
 * Compresses JSON answers on the fly (brotli or gzip, whichever the client prefers) once they reach
 * COMPRESS_MIN_BYTES: a 1,000-patient pull shrinks ~10×, while tiny answers and the /ws upgrade pass as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this the saved bytes do not pay for the CPU and the headers. */
export const COMPRESS_MIN_BYTES = 1024;
// Quality 4 keeps a 400 KB pull near gzip's CPU cost while still beating gzip's size.
const BROTLI_QUALITY = 4;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:[;\s]|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The accepted encoding with the highest q-value; brotli wins a tie. Undefined: send it plain. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  const br = quality.get('br') ?? wildcard;
  const gz = quality.get('gzip') ?? wildcard;
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

function addVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** `plain` in that encoding (as it is when undefined). */
export async function encodeBody(
  plain: Buffer<ArrayBuffer>,
  encoding: Encoding | undefined,
): Promise<Buffer<ArrayBuffer>> {
  if (encoding === 'br')
    return brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
  return encoding === 'gzip' ? gzipAsync(plain) : plain;
}

export function compressJsonMiddleware(minBytes = COMPRESS_MIN_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (
      c.req.method === 'HEAD' ||
      c.req.header('Upgrade') ||
      response.status === 101 ||
      response.status === 204 ||
      response.status === 206 ||
      response.headers.has('Content-Encoding') ||
      !JSON_TYPE.test(response.headers.get('Content-Type') ?? '')
    )
      return;
    // Status and headers are read from @hono/node-server's lightweight answer; touching its body
    // builds a full web Response and stream (~10 % of a small GET's CPU), so only when compressing.
    const accepted = pickEncoding(c.req.header('Accept-Encoding'));
    const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
    if (!accepted || declared < minBytes || !response.body) return addVary(response.headers);
    const plain = Buffer.from(await response.arrayBuffer());
    const encoding = plain.length >= minBytes ? accepted : undefined;
    const body = await encodeBody(plain, encoding);
    // Hono copies the old answer's headers onto the new one, so the new values are set afterwards.
    c.res = new Response(body, response);
    const headers = c.res.headers;
    addVary(headers);
    headers.set('Content-Length', String(body.length));
    if (!encoding) return;
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
