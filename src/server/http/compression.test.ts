import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/vite-precompress.ts';
import type { AppEnv } from './app-env.ts';
import { COMPRESS_MIN_BYTES, compressJsonMiddleware, pickEncoding } from './compress-json.ts';
import { mountStatic } from './static.ts';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];`;
const PATIENTS = Array.from({ length: 1000 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  firstName: `Patient ${index}`,
  lastName: 'Example',
  email: `patient${index}@example.test`,
}));

function decode(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

async function fetchWith(app: Hono<AppEnv>, url: string, acceptEncoding?: string) {
  const response = await app.request(url, {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: decode(response.headers.get('content-encoding'), bytes) };
}

describe('compression', () => {
  let distDir: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-compress-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
    writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
    precompressDirectory(distDir);
    app = new Hono<AppEnv>();
    app.use('/api/*', compressJsonMiddleware());
    app.get('/api/patients', (c) => c.json({ success: true, data: PATIENTS }));
    app.get('/api/health', (c) => c.json({ success: true }));
    mountStatic(app, distDir);
    app.notFound((c) => c.text('api 404', 404));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves the build’s brotli or gzip copy of an asset, matching Accept-Encoding, with its length', async () => {
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const { response, bytes, text } = await fetchWith(app, '/assets/index-abc123.js', accept);
      expect(response.headers.get('content-encoding'), accept).toBe(expected);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(SCRIPT.length / 3);
      expect(text).toBe(SCRIPT);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('sends an asset plain, still with Vary, to a client that accepts no encoding', async () => {
    const { response, bytes } = await fetchWith(app, '/assets/index-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(response.headers.get('content-length'))).toBe(SCRIPT.length);
    expect(bytes.toString('utf8')).toBe(SCRIPT);
  });

  it('compresses the SPA fallback page too', async () => {
    const { response, text } = await fetchWith(app, '/sign-up', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(text).toContain('<title>app</title>');
  });

  it('compresses a large JSON answer (1,000 patients) with the accepted encoding and the right length', async () => {
    const plainLength = JSON.stringify({ success: true, data: PATIENTS }).length;
    for (const accept of ['br', 'gzip']) {
      const { response, bytes, text } = await fetchWith(app, '/api/patients', accept);
      expect(response.headers.get('content-encoding'), accept).toBe(accept);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(plainLength / 5);
      expect(JSON.parse(text).data).toHaveLength(1000);
    }
    const plain = await fetchWith(app, '/api/patients');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    // Sent untouched: the length header is then @hono/node-server's, which app.request does not run.
    expect(plain.bytes.length).toBe(plainLength);
    const refused = await fetchWith(app, '/api/patients', 'br;q=0, gzip;q=0');
    expect(refused.response.headers.get('content-encoding')).toBeNull();
  });

  it(`leaves JSON under ${COMPRESS_MIN_BYTES} bytes alone`, async () => {
    const { response, text } = await fetchWith(app, '/api/health', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(text)).toEqual({ success: true });
  });

  it('picks the encoding with the highest quality, brotli on a tie', () => {
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br, gzip')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('files that are not in the build', () => {
  let distDir: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-files-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(distDir, 'sw.js.map'), '{"version":3}');
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
    app = new Hono<AppEnv>();
    mountStatic(app, distDir);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('answers 404, not the app, for a path with an extension that is not a built file', async () => {
    for (const url of ['/favicon.ico', '/.env', '/wp-login.php', '/assets/missing-123.js']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('<title>app</title>');
    }
    const robots = await app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent');
  });

  it('never serves source maps, even when the build wrote them', async () => {
    for (const url of ['/sw.js.map', '/assets/index-abc123.js.map']) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });

  it('keeps deep links without an extension on the app', async () => {
    for (const url of ['/dashboard', '/sign-in/abc-123', '/patient-profile/42?lang=AR']) {
      expect((await app.request(url)).status, url).toBe(200);
    }
  });
});
