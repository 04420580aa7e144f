import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#core/api';
import type { ApiErrorInfo } from './api-error.ts';
import { AUTH_CHANNEL_NAME } from './auth-channel.ts';
import { getSession, sessionHasRight, sessionUserType } from './current-session.ts';
import { getDb, wipeLocalData } from './db.ts';
import { onApiError } from './error-sink.ts';
import { forgetStoredLanguage, getStoredLanguage, storeLanguage } from './language-store.ts';
import { completeSecondFactor, onSessionChanged, type SessionChange, signIn } from './session.ts';
import { SIGN_OUT_WAIT_MS, signOut } from './sign-out.ts';
import {
  envelope,
  failure,
  hang,
  networkDown,
  type Responder,
  scriptedFetch,
  signInAnswer,
  USER_ID,
} from './test-support.ts';
import { saveSignIn } from './token-store.ts';

let reported: ApiErrorInfo[];

beforeEach(async () => {
  await wipeLocalData();
  // The suite's files share a worker's modules: a language another file chose would be this one's.
  forgetStoredLanguage();
  vi.stubGlobal('location', { origin: 'http://localhost' });
  reported = [];
  return onApiError((info) => reported.push(info));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function useNetwork(responder: Responder) {
  const network = scriptedFetch(responder);
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

/** Another tab: its own end of the BroadcastChannel. */
function otherTab() {
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  const messages: unknown[] = [];
  channel.onmessage = (event) => messages.push(event.data);
  return { channel, messages };
}

describe('signIn', () => {
  it('stores the answer, marks the refresh time and announces the change here and to other tabs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const network = useNetwork(() => envelope(signInAnswer()));
    const changes: SessionChange[] = [];
    const off = onSessionChanged((change) => changes.push(change));
    const tab = otherTab();

    const step = await signIn('sam@example.com', 'secret-1');

    expect(network.sent[0]?.url.pathname).toBe(API_PATHS.signIn);
    expect(network.sent[0]?.json).toEqual({
      email: 'sam@example.com',
      password: 'secret-1',
      lang_code: 'EN',
    });
    expect(step).toMatchObject({
      kind: 'signed-in',
      session: { userId: USER_ID, token: 'access-token-1', lastRefreshAt: 1_000_000 },
    });
    expect(changes).toEqual([{ kind: 'signed-in', fromOtherContext: false }]);
    await vi.waitFor(() => expect(tab.messages).toEqual([{ type: 'signed-in' }]));
    tab.channel.close();
    off();
  });

  it('answers the challenge of an account with a second factor, storing nothing until its code', async () => {
    const secondFactor = {
      challenge: 'c'.repeat(43),
      methods: ['totp', 'recovery'],
      expiresAt: '2026-11-28T10:05:00Z',
    };
    const network = useNetwork((request) =>
      request.url.pathname === API_PATHS.signIn ? envelope({ secondFactor }) : envelope(signInAnswer()),
    );

    expect(await signIn('sam@example.com', 'secret-1')).toEqual({ kind: 'second-factor', ...secondFactor });
    expect(await getSession()).toBeUndefined();

    const { session, recoveryCodes } = await completeSecondFactor(secondFactor.challenge, '123456');
    expect(recoveryCodes).toBeUndefined();
    expect(network.sent[1]?.url.pathname).toBe(API_PATHS.secondFactor);
    expect(network.sent[1]?.json).toEqual({
      challenge: secondFactor.challenge,
      code: '123456',
      lang_code: 'EN',
    });
    expect(session).toMatchObject({ userId: USER_ID, token: 'access-token-1' });
    expect(await getSession()).toMatchObject({ userId: USER_ID });
  });

  it('leaves wrong credentials to the form: rejected, not reported', async () => {
    useNetwork(() => failure(401, { success: false, message: 'The e-mail or password is incorrect.' }));

    await expect(signIn('sam@example.com', 'wrong')).rejects.toMatchObject({
      condition: 'unauthorized',
      serverMessage: 'The e-mail or password is incorrect.',
    });
    expect(reported).toEqual([]);
    expect(await getSession()).toBeUndefined();
  });

  it('reports a server failure as well as rejecting', async () => {
    useNetwork(() => failure(500));

    await expect(signIn('sam@example.com', 'secret-1')).rejects.toMatchObject({ condition: 'server' });
    expect(reported.map((info) => info.condition)).toEqual(['server']);
  });

  it('wipes the previous user’s data when another user signs in', async () => {
    await saveSignIn(signInAnswer({ userId: 'another-user' }), 0);
    await getDb().settings.put({ key: 'draft', value: 'private note' });
    useNetwork(() => envelope(signInAnswer()));

    await signIn('sam@example.com', 'secret-1');

    expect(await getDb().settings.get('draft')).toBeUndefined();
  });
});

describe('signOut', () => {
  beforeEach(async () => {
    await saveSignIn(signInAnswer(), Date.now());
    await storeLanguage('AR');
  });

  it('revokes the refresh token on the server, then wipes local data but keeps the language', async () => {
    const network = useNetwork(() => envelope(null));

    await signOut();

    expect(network.sent.map((sent) => [sent.url.pathname, sent.json])).toEqual([
      [API_PATHS.signOut, { refreshToken: signInAnswer().refreshToken, lang_code: 'AR' }],
    ]);
    expect(network.sent[0]?.headers.get('authorization')).toBe('Bearer access-token-1');
    expect(await getSession()).toBeUndefined();
    expect(await getStoredLanguage()).toBe('AR');
  });

  it('wipes local data even when the server cannot be reached, without retrying', async () => {
    const network = useNetwork(networkDown);

    await signOut();

    expect(network.sent).toHaveLength(1);
    expect(await getSession()).toBeUndefined();
    expect(reported).toEqual([]);
  });

  it('stops waiting for a silent server after a few seconds', async () => {
    useNetwork(hang);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    let isDone = false;
    const done = signOut().then(() => {
      isDone = true;
    });

    for (let round = 0; round < 50; round += 1) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await done;

    expect(await getSession()).toBeUndefined();
  });

  it('tells the other tabs, which also hear it as a session change', async () => {
    useNetwork(() => envelope(null));
    const tab = otherTab();

    await signOut();

    await vi.waitFor(() => expect(tab.messages).toEqual([{ type: 'signed-out', reason: 'sign-out' }]));
    tab.channel.close();
  });
});

describe('session changes from other tabs', () => {
  it('reach the listeners of this tab', async () => {
    const changes: SessionChange[] = [];
    const off = onSessionChanged((change) => changes.push(change));
    const tab = otherTab();

    tab.channel.postMessage({ type: 'signed-out', reason: 'auth-failed' });

    await vi.waitFor(() =>
      expect(changes).toEqual([{ kind: 'signed-out', reason: 'auth-failed', fromOtherContext: true }]),
    );
    tab.channel.close();
    off();
  });
});

describe('session selectors', () => {
  it('read the user type with the admin default and the rights by code', () => {
    const {
      userType: _userType,
      key: _key,
      ...session
    } = { ...signInAnswer(), key: 'current', lastRefreshAt: 0 };

    expect(sessionUserType(session)).toBe('admin');
    expect(sessionUserType({ ...session, userType: 'specialist' })).toBe('specialist');
    expect(sessionHasRight(session, 'office')).toBe(true);
    expect(sessionHasRight(session, 'admin.mail')).toBe(false);
  });
});
