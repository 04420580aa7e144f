/**
 * The API client for the UI and the service worker: envelope, one refresh and replay on 401, errors.
 * Invariant: a call resolves with the envelope's `data` or rejects with an ApiError reported at most once.
 */

import { isHTTPError } from 'ky';
import { API_PATHS } from '#core/api';
import { UPLOAD_RETRY } from '#core/retry-policy';
import { SECURITY_PATHS } from '#core/two-factor';
import { ApiError, type ApiErrorInfo, describeCondition } from './api-error.ts';
import { reportApiError } from './error-sink.ts';
import { describeFailure, isOnline, readEnvelopeError } from './http-errors.ts';
import { NO_RETRY, ordinaryRetry, uploadRetry } from './http-retry.ts';
import {
  type JsonBody,
  type OutgoingCall,
  type QueryParams,
  sentBearerToken,
  transmit,
  type UploadProgress,
} from './http-transport.ts';
import { endSessionAfterAuthFailure } from './session-end.ts';
import { RefreshRefusedError, refreshAfterUnauthorized } from './token-refresh.ts';

export type { JsonBody, QueryParams, UploadProgress };

export type CallOptions = {
  /** The caller shows the error itself (e.g. inline on a form): do not publish it to the sink. */
  skipErrorReport?: boolean;
  signal?: AbortSignal;
};

export type UploadOptions = CallOptions & { onProgress?: (progress: UploadProgress) => void };

/**
 * A 401 from these means bad credentials or a dead refresh token, not an expired access token:
 * refreshing would be pointless (sign-in, sign-out) or recursive (refresh).
 */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([
  API_PATHS.signIn,
  API_PATHS.secondFactor,
  SECURITY_PATHS.signInSetup,
  API_PATHS.signOut,
  API_PATHS.refreshToken,
]);

export const api = {
  get<T>(path: string, query?: QueryParams, options?: CallOptions): Promise<T> {
    return call<T>({ ...ordinary('GET', path, options), query }, options);
  },
  post<T>(path: string, body?: JsonBody, options?: CallOptions): Promise<T> {
    return call<T>({ ...ordinary('POST', path, options), json: body }, options);
  },
  put<T>(path: string, body?: JsonBody, options?: CallOptions): Promise<T> {
    return call<T>({ ...ordinary('PUT', path, options), json: body }, options);
  },
  del<T>(path: string, body?: JsonBody, options?: CallOptions): Promise<T> {
    return call<T>({ ...ordinary('DELETE', path, options), json: body }, options);
  },
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T> {
    return call<T>(
      {
        method: 'POST',
        path,
        form,
        retry: uploadRetry(),
        totalTimeoutMs: UPLOAD_RETRY.totalTimeoutMs,
        idempotencyKey: crypto.randomUUID(),
        authorize: true,
        addLanguageParam: true,
        onUploadProgress: options?.onProgress,
        signal: options?.signal,
      },
      options,
    );
  },
};

function ordinary(
  method: OutgoingCall['method'],
  path: string,
  options: CallOptions | undefined,
): OutgoingCall {
  return {
    method,
    path,
    retry: ordinaryRetry(),
    // Generated once per logical call: ky's retries and the replay after a refresh reuse it.
    idempotencyKey: method === 'GET' ? undefined : crypto.randomUUID(),
    authorize: true,
    addLanguageParam: true,
    signal: options?.signal,
  };
}

async function call<T>(outgoing: OutgoingCall, options: CallOptions | undefined): Promise<T> {
  const wasOnlineAtStart = isOnline();
  try {
    return unwrapEnvelope<T>(await sendWithRefresh(outgoing));
  } catch (error) {
    const info = await describeCallFailure(error, outgoing.path, wasOnlineAtStart);
    // authFailed was already reported once by endSessionAfterAuthFailure, whatever the caller asked.
    if (!options?.skipErrorReport && info.condition !== 'authFailed') reportApiError(info);
    throw new ApiError(info, { cause: error });
  }
}

async function describeCallFailure(
  error: unknown,
  path: string,
  wasOnlineAtStart: boolean,
): Promise<ApiErrorInfo> {
  if (error instanceof ApiError) return error.info;
  if (error instanceof RefreshRefusedError) return endSessionAfterAuthFailure();
  if (isHTTPError(error) && error.response.status === 401) {
    // From sign-in or sign-out a 401 is a plain refusal; elsewhere it survived a refresh: log out.
    if (NO_REFRESH_PATHS.has(path)) {
      return describeCondition('unauthorized', { status: 401, ...readEnvelopeError(error.data) });
    }
    return endSessionAfterAuthFailure();
  }
  return describeFailure(error, wasOnlineAtStart);
}

/** What one outbox attempt came to: the engine, not ky, decides about retries (jitter, parking). */
export type AttemptResult =
  | { kind: 'ok'; data: unknown }
  | { kind: 'failed'; info: ApiErrorInfo; retryAfterSeconds: number | undefined };

/** A queued call: a JSON body, or a multipart form (an upload, with progress and a time bound). */
export type AttemptRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string } & (
  | { body: JsonBody }
  | {
      form: FormData;
      onProgress?: ((progress: UploadProgress) => void) | undefined;
      /** Bound on this attempt (the rest of the burst's overall limit). */
      timeoutMs?: number | undefined;
    }
);

/**
 * Sends one attempt of a queued call with its Idempotency-Key: one refresh and replay on a 401, no
 * retry, nothing published to the error sink (the sync status shows outbox failures).
 */
export async function sendAttempt(request: AttemptRequest, idempotencyKey: string): Promise<AttemptResult> {
  const wasOnlineAtStart = isOnline();
  const outgoing: OutgoingCall = {
    method: request.method,
    path: request.path,
    retry: NO_RETRY,
    idempotencyKey,
    authorize: true,
    addLanguageParam: true,
  };
  if ('form' in request) {
    outgoing.form = request.form;
    outgoing.onUploadProgress = request.onProgress;
    outgoing.totalTimeoutMs = request.timeoutMs;
  } else {
    outgoing.json = request.body;
  }
  try {
    return { kind: 'ok', data: unwrapEnvelope<unknown>(await sendWithRefresh(outgoing)) };
  } catch (error) {
    const info = await describeCallFailure(error, outgoing.path, wasOnlineAtStart);
    const retryAfter = isHTTPError(error)
      ? Number(error.response.headers.get('retry-after') ?? Number.NaN)
      : Number.NaN;
    return { kind: 'failed', info, retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined };
  }
}

/** One refresh and one replay on a 401; a second 401 ends the session. */
async function sendWithRefresh(outgoing: OutgoingCall): Promise<unknown> {
  try {
    return await transmit(outgoing);
  } catch (error) {
    if (!isHTTPError(error) || error.response.status !== 401 || NO_REFRESH_PATHS.has(outgoing.path))
      throw error;
    await refreshAfterUnauthorized(sentBearerToken(error.request));
    return transmit(outgoing);
  }
}

/**
 * The envelope's `data`, typed by the caller: the server's contract. A 2xx that says
 * `success: false` is still a refusal and rejects like a 400 would.
 */
function unwrapEnvelope<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === false) {
    throw new ApiError(describeCondition('badRequest', readEnvelopeError(body)));
  }
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  // The cast is the typed boundary: callers that cannot trust the shape parse it with a core schema.
  return data as T;
}
