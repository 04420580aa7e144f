import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wipeLocalData } from './db.ts';
import { api } from './http.ts';
import { storeLanguage } from './language-store.ts';
import { envelope, type SentRequest, scriptedFetch, signInAnswer } from './test-support.ts';
import { saveSignIn } from './token-store.ts';

let sent: SentRequest[];

beforeEach(async () => {
  await wipeLocalData();
  await storeLanguage('AR');
  await saveSignIn(signInAnswer(), Date.now());
  vi.stubGlobal('location', { origin: 'http://localhost' });
  const network = scriptedFetch(() => envelope({ saved: true }));
  vi.stubGlobal('fetch', network.fetch);
  sent = network.sent;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function only(): SentRequest {
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  return request;
}

describe('every call', () => {
  it('carries the stored token, the language header `code` and answers the envelope data', async () => {
    await expect(api.get('/api/auth/me')).resolves.toEqual({ saved: true });

    const request = only();
    expect(request.url.href).toBe('http://localhost/api/auth/me?lang_code=AR');
    expect(request.headers.get('authorization')).toBe('Bearer access-token-1');
    expect(request.headers.get('code')).toBe('AR');
  });

  it('reads the token when the call is sent, so a token stored a moment ago is used', async () => {
    await saveSignIn(signInAnswer({ token: 'just-rotated' }), Date.now());

    await api.get('/api/auth/me');

    expect(only().headers.get('authorization')).toBe('Bearer just-rotated');
  });

  it('sends no Authorization header when signed out', async () => {
    await wipeLocalData();

    await api.get('/api/health');

    expect(only().headers.has('authorization')).toBe(false);
    // The language is a device preference and outlives the signed-out user's data.
    expect(only().headers.get('code')).toBe('AR');
  });

  it('refuses a path outside /api', async () => {
    await expect(api.get('/auth/me', undefined, { skipErrorReport: true })).rejects.toMatchObject({
      condition: 'unexpected',
    });
    expect(sent).toEqual([]);
  });
});

describe('lang_code', () => {
  it('is a query parameter on GET, next to the caller’s own', async () => {
    await api.get('/api/patients', { page: 2, search: 'ali', skipped: undefined });

    const request = only();
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '2',
      search: 'ali',
      lang_code: 'AR',
    });
    expect(request.json).toBeUndefined();
    expect(request.headers.has('idempotency-key')).toBe(false);
  });

  it.each([
    ['POST', () => api.post('/api/patients', { name: 'Ali' })],
    ['PUT', () => api.put('/api/patients/1', { name: 'Ali' })],
    ['DELETE', () => api.del('/api/patients/1', { name: 'Ali' })],
  ])('is merged into the JSON body on %s, which carries an Idempotency-Key', async (method, send) => {
    await send();

    const request = only();
    expect(request.method).toBe(method);
    expect(request.json).toEqual({ name: 'Ali', lang_code: 'AR' });
    expect(request.url.search).toBe('');
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });

  it('is the whole body of a POST sent without one', async () => {
    await api.post('/api/notifications/read-all');

    expect(only().json).toEqual({ lang_code: 'AR' });
  });

  it('is a form field on a multipart upload, leaving the caller’s form untouched', async () => {
    const form = new FormData();
    form.append('title', 'Diploma');
    form.append('document', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'diploma.pdf');

    await api.upload('/api/documents', form);

    const request = only();
    expect(request.form?.get('lang_code')).toBe('AR');
    expect(request.form?.get('title')).toBe('Diploma');
    const file = request.form?.get('document');
    expect(file instanceof File && file.name).toBe('diploma.pdf');
    expect(form.has('lang_code')).toBe(false);
    expect(request.headers.get('authorization')).toBe('Bearer access-token-1');
    expect(request.headers.get('code')).toBe('AR');
  });

  it('reports upload progress through XHR, sending the same multipart bytes and headers', async () => {
    const sent: { method: string; url: string; headers: Record<string, string>; body: Blob }[] = [];
    // XHR is the browser's progress-capable transport; this stand-in records the request and
    // reports progress in two steps, as a browser would for a larger file.
    class RecordingXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      responseType = '';
      status = 0;
      statusText = '';
      response: Blob | null = null;
      private request = { method: '', url: '', headers: {} as Record<string, string> };
      open(method: string, url: string) {
        this.request = { method, url, headers: {} };
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: Blob) {
        sent.push({ ...this.request, body });
        const half = { lengthComputable: true, loaded: body.size / 2, total: body.size } as ProgressEvent;
        const full = { lengthComputable: true, loaded: body.size, total: body.size } as ProgressEvent;
        this.upload.onprogress?.(half);
        this.upload.onprogress?.(full);
        this.status = 200;
        this.response = new Blob([JSON.stringify({ success: true, data: { id: 'file-1' } })]);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    const form = new FormData();
    form.append('document', new Blob(['x'.repeat(64 * 1024)], { type: 'application/pdf' }), 'cv.pdf');
    const percents: number[] = [];

    const data = await api.upload('/api/documents', form, {
      onProgress: (progress) => percents.push(progress.percent),
    });

    expect(data).toEqual({ id: 'file-1' });
    expect(percents).toEqual([0.5, 1]);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.code).toBe('AR');
    const text = await request?.body.text();
    expect(text).toContain('name="lang_code"');
    expect(text).toContain('x'.repeat(1024));
  });
});
