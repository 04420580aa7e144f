/**
 * Test doubles at the network boundary for the colocated *.test.ts files: a recording scripted fetch.
 * Invariant: web APIs only (no Node), so this file type-checks with the page and the service worker.
 */
import type { SignInData } from '#core/auth';

export type SentRequest = {
  method: string;
  url: URL;
  headers: Headers;
  /** `Date.now()` when the attempt reached the network (fake clock in timing tests). */
  at: number;
  json: unknown;
  form: FormData | undefined;
  signal: AbortSignal;
};

export type Responder = (sent: SentRequest, all: readonly SentRequest[]) => Response | Promise<Response>;

/** A `fetch` replacement: records each attempt, then answers with the responder (which may throw). */
export function scriptedFetch(responder: Responder): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const at = Date.now();
    const contentType = request.headers.get('content-type') ?? '';
    const isForm = contentType.startsWith('multipart/form-data');
    const text = isForm ? '' : await request.clone().text();
    const record: SentRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      at,
      json: text === '' ? undefined : JSON.parse(text),
      form: isForm ? await request.clone().formData() : undefined,
      signal: request.signal,
    };
    sent.push(record);
    return responder(record, sent);
  };
  return { fetch: fetchStub, sent };
}

export function envelope(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ success: status < 400, data }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function failure(
  status: number,
  body: Record<string, unknown> = { success: false },
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** What a browser's fetch throws when the connection fails. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/** Never answers; rejects like fetch when ky aborts the attempt (per-attempt or total timeout). */
export function hang(sent: SentRequest): Promise<Response> {
  return new Promise((_, reject) => {
    if (sent.signal.aborted) reject(sent.signal.reason);
    sent.signal.addEventListener('abort', () => reject(sent.signal.reason), { once: true });
  });
}

export const USER_ID = '6f1c2f43-8a8e-4c0c-9a0f-2d3c1e5b7a90';

export function signInAnswer(overrides: Partial<SignInData> = {}): SignInData {
  return {
    userId: USER_ID,
    userType: 'specialist',
    token: 'access-token-1',
    refreshToken: 'refresh-token-1-abcdefghijklmnop',
    refreshTokenExpireAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    user: {
      id: USER_ID,
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Doe',
      userType: 'specialist',
      language: 'EN',
    },
    rights: [{ code: 'office', data: null }],
    ...overrides,
  };
}
