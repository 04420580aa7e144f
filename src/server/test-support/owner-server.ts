/**
 * The setting of a synced entity's server tests: a server on one driver, started before the suite's
 * tests and stopped after, with two signed-in specialists — the owner whose rows the tests write and
 * a stranger who must never see them — and the calls the sync protocol makes, each write under a
 * fresh Idempotency-Key unless the test names one.
 */
import { afterAll, beforeAll } from 'vitest';
import type { DriverName } from './drivers.ts';
import { seedProfile } from './seed-profile.ts';
import {
  callJson,
  createUser,
  type JsonAnswer,
  signIn,
  startTestServer,
  type TestServer,
} from './test-server.ts';

export type SignedInSpecialist = { id: string; token: string };

export type OwnerServer = {
  readonly server: TestServer;
  readonly owner: SignedInSpecialist;
  readonly stranger: SignedInSpecialist;
  /** A call as the owner (or `token`), writes under `key` or a fresh Idempotency-Key. */
  send<T = unknown>(
    method: string,
    path: string,
    body: unknown,
    options?: { token?: string; key?: string },
  ): Promise<JsonAnswer<T>>;
  /** `GET <path>` as the owner (or `token`). */
  read<T = unknown>(path: string, token?: string): Promise<JsonAnswer<T>>;
};

/**
 * Registers the suite's setup in the calling `describe`. `withProfiles`: each specialist has a
 * completed profile (entities whose rules read it: articles, the profile itself).
 */
export function ownerServer(driver: DriverName, { withProfiles = false } = {}): OwnerServer {
  let server: TestServer | undefined;
  let owner: SignedInSpecialist | undefined;
  let stranger: SignedInSpecialist | undefined;
  const started = () => {
    if (!server || !owner || !stranger) throw new Error('the owner server starts in beforeAll');
    return { server, owner, stranger };
  };

  beforeAll(async () => {
    const running = await startTestServer(driver);
    server = running;
    const signedIn = async (): Promise<SignedInSpecialist> => {
      const user = await createUser(running);
      if (withProfiles) await seedProfile(running.database, user.id);
      return { id: user.id, token: (await signIn(running, user)).token };
    };
    owner = await signedIn();
    stranger = await signedIn();
  });
  afterAll(async () => {
    await server?.stop();
  });

  return {
    get server() {
      return started().server;
    },
    get owner() {
      return started().owner;
    },
    get stranger() {
      return started().stranger;
    },
    send: (method, path, body, { token, key } = {}) =>
      callJson(started().server, method, path, {
        body,
        token: token ?? started().owner.token,
        headers: { 'Idempotency-Key': key ?? crypto.randomUUID() },
      }),
    read: (path, token) => callJson(started().server, 'GET', path, { token: token ?? started().owner.token }),
  };
}
