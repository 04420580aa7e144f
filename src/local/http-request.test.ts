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

  it('reports the upload progress to the caller, ending at 100 %', async () => {
    const form = new FormData();
    form.append('document', new Blob(['x'.repeat(64 * 1024)], { type: 'application/pdf' }), 'cv.pdf');
    const percents: number[] = [];

    await api.upload('/api/documents', form, { onProgress: (progress) => percents.push(progress.percent) });

    expect(percents.length).toBeGreaterThan(0);
    expect(percents.at(-1)).toBe(1);
  });
});
