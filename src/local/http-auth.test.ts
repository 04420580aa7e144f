import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#core/api';
import { type ApiErrorInfo, isApiError } from './api-error.ts';
import { getDb, wipeLocalData } from './db.ts';
import { onApiError } from './error-sink.ts';
import { api } from './http.ts';
import { getStoredLanguage, storeLanguage } from './language-store.ts';
import {
  envelope,
  failure,
  networkDown,
  type Responder,
  scriptedFetch,
  signInAnswer,
} from './test-support.ts';
import { refreshAfterUnauthorized } from './token-refresh.ts';
import { readSession, saveSignIn } from './token-store.ts';

const NEW_TOKENS = {
  token: 'access-token-2',
  refreshToken: 'refresh-token-2-abcdefghijklmnop',
  refreshTokenExpireAt: '2099-01-01T00:00:00.000Z',
};

let reported: ApiErrorInfo[];

beforeEach(async () => {
  await wipeLocalData();
  await storeLanguage('FR');
  await saveSignIn(signInAnswer(), Date.now());
  vi.stubGlobal('location', { origin: 'http://localhost' });
  reported = [];
  const off = onApiError((info) => reported.push(info));
  return off;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function useNetwork(responder: Responder) {
  const network = scriptedFetch(responder);
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

/** The server: a protected endpoint that wants the new token, and a refresh endpoint answering `refresh`. */
function server(refresh: () => Response = () => envelope(NEW_TOKENS)): Responder {
  return (sent) => {
    if (sent.url.pathname === API_PATHS.refreshToken) return refresh();
    return sent.headers.get('authorization') === `Bearer ${NEW_TOKENS.token}`
      ? envelope({ id: 7 })
      : failure(401);
  };
}

const calls = (network: ReturnType<typeof useNetwork>, path: string) =>
  network.sent.filter((sent) => sent.url.pathname === path);

describe('a 401 answer', () => {
  it('refreshes the token once and retries the call once with the new token', async () => {
    const network = useNetwork(server());

    await expect(api.get('/api/things')).resolves.toEqual({ id: 7 });

    expect(network.sent.map((sent) => [sent.url.pathname, sent.headers.get('authorization')])).toEqual([
      ['/api/things', 'Bearer access-token-1'],
      [API_PATHS.refreshToken, null],
      ['/api/things', 'Bearer access-token-2'],
    ]);
    expect(reported).toEqual([]);
  });

  it('sends the refresh call with exactly userId, userType and refreshToken, and stores the answer', async () => {
    const network = useNetwork(server());

    await api.get('/api/things');

    const [refresh] = calls(network, API_PATHS.refreshToken);
    expect(refresh?.json).toEqual({
      userId: signInAnswer().userId,
      userType: 'specialist',
      refreshToken: signInAnswer().refreshToken,
    });
    expect(await readSession()).toMatchObject(NEW_TOKENS);
  });

  it('sends userType admin in the refresh call when no user type is stored', async () => {
    // A session stored without a user type, as older clients wrote it.
    await getDb().session.update('current', (row) => {
      delete row.userType;
    });
    const network = useNetwork(server());

    await api.get('/api/things');

    expect(calls(network, API_PATHS.refreshToken)[0]?.json).toMatchObject({ userType: 'admin' });
  });

  it('keeps the same Idempotency-Key when a POST is replayed after the refresh', async () => {
    const network = useNetwork(server());

    await api.post('/api/things', { name: 'x' });

    const keys = calls(network, '/api/things').map((sent) => sent.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('logs out when the retried call is refused again', async () => {
    const network = useNetwork((sent) =>
      sent.url.pathname === API_PATHS.refreshToken ? envelope(NEW_TOKENS) : failure(401),
    );

    const error = await api.get('/api/things').catch((caught: unknown) => caught);

    expect(calls(network, '/api/things')).toHaveLength(2);
    expect(calls(network, API_PATHS.refreshToken)).toHaveLength(1);
    expect(isApiError(error) && error.condition).toBe('authFailed');
    expect(await readSession()).toBeUndefined();
  });

  it('triggers a single refresh when two calls are refused at the same time', async () => {
    const network = useNetwork(server());

    await expect(Promise.all([api.get('/api/a'), api.get('/api/b')])).resolves.toEqual([
      { id: 7 },
      { id: 7 },
    ]);

    expect(calls(network, API_PATHS.refreshToken)).toHaveLength(1);
  });

  it('triggers a single refresh across contexts holding the Web Lock', async () => {
    const held = new Map<string, Promise<unknown>>();
    const request = vi.fn((name: string, task: () => Promise<unknown>) => {
      const run = (held.get(name) ?? Promise.resolve()).then(task, task);
      held.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    });
    vi.stubGlobal('navigator', { onLine: true, locks: { request } });
    const network = useNetwork(server());

    await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);

    expect(request).toHaveBeenCalledWith('mindoffice-token-refresh', expect.any(Function));
    expect(calls(network, API_PATHS.refreshToken)).toHaveLength(1);
  });

  it('uses a token another tab already rotated instead of refreshing again', async () => {
    const network = useNetwork(server());

    const token = await refreshAfterUnauthorized('a-token-replaced-since');

    expect(token).toBe('access-token-1');
    expect(network.sent).toEqual([]);
  });
});

describe('when the session cannot be renewed', () => {
  it('wipes local data and reports authFailed with the logout action when the refresh is refused', async () => {
    useNetwork(server(() => failure(401)));

    const error = await api.get('/api/things').catch((caught: unknown) => caught);

    expect(isApiError(error) && error.condition).toBe('authFailed');
    expect(await readSession()).toBeUndefined();
    expect(reported).toEqual([expect.objectContaining({ condition: 'authFailed', action: 'logout' })]);
  });

  it('logs out without calling the server when the refresh token has expired', async () => {
    await saveSignIn(
      signInAnswer({ refreshTokenExpireAt: new Date(Date.now() - 1000).toISOString() }),
      Date.now(),
    );
    const network = useNetwork(server());

    await api.get('/api/things').catch(() => undefined);

    expect(calls(network, API_PATHS.refreshToken)).toEqual([]);
    expect(await readSession()).toBeUndefined();
    expect(reported.map((info) => info.action)).toEqual(['logout']);
  });

  it('logs out when there is no refresh token at all', async () => {
    await wipeLocalData();
    const network = useNetwork(server());

    await api.get('/api/things').catch(() => undefined);

    expect(calls(network, API_PATHS.refreshToken)).toEqual([]);
    expect(reported.map((info) => info.condition)).toEqual(['authFailed']);
  });

  it('reports the logout even when the caller shows errors inline', async () => {
    useNetwork(server(() => failure(400)));

    await api.get('/api/things', undefined, { skipErrorReport: true }).catch(() => undefined);

    expect(reported.map((info) => info.action)).toEqual(['logout']);
  });

  it('keeps the chosen language after the wipe', async () => {
    useNetwork(server(() => failure(401)));

    await api.get('/api/things').catch(() => undefined);

    expect(await getStoredLanguage()).toBe('FR');
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    useNetwork((sent) => (sent.url.pathname === API_PATHS.refreshToken ? networkDown() : failure(401)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    try {
      const outcome = api.get('/api/things').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(0);
      for (let step = 0; step < 10; step += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersToNextTimerAsync();
      }
      const error = await outcome;
      expect(isApiError(error) && error.condition).toBe('unreachable');
    } finally {
      vi.useRealTimers();
    }
    expect(await readSession()).toMatchObject({ token: 'access-token-1' });
  });
});

describe('a 401 from sign-in', () => {
  it('is a plain refusal: no refresh, no logout, condition unauthorized with the server message', async () => {
    const network = useNetwork(() => failure(401, { success: false, message: 'Identifiants incorrects' }));

    const error = await api
      .post(API_PATHS.signIn, { email: 'a@b.c', password: 'x' }, { skipErrorReport: true })
      .catch((caught: unknown) => caught);

    expect(network.sent).toHaveLength(1);
    expect(error).toMatchObject({ condition: 'unauthorized', serverMessage: 'Identifiants incorrects' });
    expect(await readSession()).toBeDefined();
    expect(reported).toEqual([]);
  });
});
