/**
 * Sends one logical call with ky: URL, headers, `lang_code` placement, per-attempt timeout, retries.
 * Invariant: token and language are read from IndexedDB as each attempt is sent, never captured earlier.
 */

import ky, { type KyRequest, type Options, type RetryOptions } from 'ky';
import { API_BASE_PATH, DEVICE_HEADER, IDEMPOTENCY_HEADER, LANGUAGE_HEADER, LANGUAGE_PARAM } from '#core/api';
import { REQUEST_TIMEOUT_MS } from '#core/constants';
import { readDeviceId } from './device-id.ts';
import { getLanguage } from './language-store.ts';
import { getAccessToken } from './token-store.ts';
import { canReportUploadProgress, xhrFetch } from './xhr-fetch.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined>;
export type JsonBody = Record<string, unknown>;
export type UploadProgress = { percent: number; transferredBytes: number; totalBytes: number };

export type OutgoingCall = {
  method: HttpMethod;
  /** Full API path, e.g. `/api/auth/me`. */
  path: string;
  query?: QueryParams | undefined;
  json?: JsonBody | undefined;
  form?: FormData | undefined;
  retry: RetryOptions;
  /** Bound on the whole burst (attempts and waits), when the policy has one. */
  totalTimeoutMs?: number | undefined;
  /** One key per logical call, reused by every retry of it. */
  idempotencyKey?: string | undefined;
  /** Send `Authorization: Bearer <stored token>` (false for sign-in and refresh). */
  authorize: boolean;
  /** Add `lang_code` to the query, body or form (false where the spec fixes the body exactly). */
  addLanguageParam: boolean;
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
};

const client = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  throwHttpErrors: true,
  // ky must not re-derive Accept from the body shortcut: every answer is the JSON envelope.
  headers: { accept: 'application/json' },
});

/** Sends the call and answers the parsed JSON body (undefined when the body is empty). */
export async function transmit(call: OutgoingCall): Promise<unknown> {
  if (!call.path.startsWith(`${API_BASE_PATH}/`)) {
    throw new TypeError(`API paths start with ${API_BASE_PATH}/: ${call.path}`);
  }
  const language = await getLanguage();
  const response = await client(call.path, await buildOptions(call, language));
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

async function buildOptions(call: OutgoingCall, language: string): Promise<Options> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: language };
  if (call.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
  // The server tells this user's other devices of a write (and pushes to this one) by this id.
  const device = call.authorize ? await readDeviceId() : undefined;
  if (device !== undefined) headers[DEVICE_HEADER] = device;
  const options: Options = {
    method: call.method,
    headers,
    retry: call.retry,
    hooks: call.authorize
      ? {
          beforeRequest: [({ request }) => authorize(request)],
          beforeRetry: [({ request }) => authorize(request)],
        }
      : {},
  };
  const base = pageBaseUrl();
  if (base !== undefined) options.baseUrl = base;
  if (call.totalTimeoutMs !== undefined) options.totalTimeout = call.totalTimeoutMs;
  if (call.signal !== undefined) options.signal = call.signal;
  // Progress through XHR, not ky's streamed body (see xhr-fetch.ts); where there is no XHR (the
  // service worker) the upload simply goes without progress.
  if (call.onUploadProgress !== undefined && canReportUploadProgress()) {
    options.fetch = xhrFetch(call.onUploadProgress);
  }
  placeLanguage(options, call, language);
  return options;
}

/** The spec's placement: query on GET, a form field on multipart, a JSON body field otherwise. */
function placeLanguage(options: Options, call: OutgoingCall, language: string): void {
  const withLanguage = call.addLanguageParam ? { [LANGUAGE_PARAM]: language } : {};
  if (call.method === 'GET') {
    options.searchParams = { ...call.query, ...withLanguage };
  } else if (call.form !== undefined) {
    options.body = copyForm(call.form, call.addLanguageParam ? language : undefined);
  } else if (call.json !== undefined || call.addLanguageParam) {
    options.json = { ...call.json, ...withLanguage };
  }
}

/** A copy, so the caller's FormData is not modified and a 401 replay sends the same fields. */
function copyForm(form: FormData, language: string | undefined): FormData {
  const copy = new FormData();
  form.forEach((value, key) => {
    copy.append(key, value);
  });
  if (language !== undefined) copy.set(LANGUAGE_PARAM, language);
  return copy;
}

async function authorize(request: KyRequest): Promise<void> {
  const token = await getAccessToken();
  if (token === undefined) request.headers.delete('authorization');
  else request.headers.set('authorization', `Bearer ${token}`);
}

/**
 * Pages and the service worker resolve `/api/...` against their own origin. Node (unit tests) has no
 * `location` unless a test provides one.
 */
function pageBaseUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** The bearer token an attempt was sent with, to tell a stale token from a refused one. */
export function sentBearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}
