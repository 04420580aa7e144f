// One chaos client: the real src/local engine (mutate, replayer, pull) in a child process with its
// own fake IndexedDB, talking to the server through the fault proxy. "Reload" closes the database
// connection mid-flight, as a page unload would, and opens a new one.
import 'fake-indexeddb/auto';
import type { SignInData } from '../../src/core/auth.ts';
import { formatPullCursors, type PullCursors } from '../../src/core/sync/pull-cursors.ts';
import { type ChangesPage, SYNC_PATHS } from '../../src/core/sync/types.ts';
import { withoutChatMessageKeys } from '../../src/local/chats/chat-message-keys.ts';
import { closeDb, getDb } from '../../src/local/db.ts';
import { NO_RETRY } from '../../src/local/http-retry.ts';
import { transmit } from '../../src/local/http-transport.ts';
import { withoutPatientKeys } from '../../src/local/patients/patient-keys.ts';
import { mutate } from '../../src/local/sync/mutate.ts';
import { pullChanges } from '../../src/local/sync/pull.ts';
import { defaultReplayDeps, replayOutbox } from '../../src/local/sync/replayer.ts';
import { saveSignIn } from '../../src/local/token-store.ts';

export type ClientRequest =
  | { op: 'init'; baseUrl: string; session: SignInData; timeScale: number }
  | { op: 'mutate'; name: string; args: Record<string, unknown> }
  | { op: 'sync' }
  | { op: 'sync-background' }
  | { op: 'reload' }
  | { op: 'dump' };

let timeScale = 1000;
let background: Promise<unknown> = Promise.resolve();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms / timeScale));

async function fetchPage(cursors: PullCursors, limit: number): Promise<ChangesPage> {
  const body = (await transmit({
    method: 'GET',
    path: SYNC_PATHS.changes,
    query: { cursors: formatPullCursors(cursors), limit },
    retry: NO_RETRY,
    authorize: true,
    addLanguageParam: true,
  })) as { data: ChangesPage };
  return body.data;
}

/** Replay then pull, as the page's engine does; a faulted call fails this round, the next one retries. */
async function sync(): Promise<string> {
  try {
    const outcome = await replayOutbox({ ...defaultReplayDeps(), sleep });
    await pullChanges({ db: getDb(), fetchPage, now: Date.now });
    return outcome;
  } catch (error) {
    return `failed: ${String(error)}`;
  }
}

async function handle(request: ClientRequest): Promise<unknown> {
  switch (request.op) {
    case 'init':
      timeScale = request.timeScale;
      // The transport resolves /api paths against the page's origin: here, the fault proxy.
      Object.assign(globalThis, { location: new URL(request.baseUrl) });
      await saveSignIn(request.session, Date.now());
      return null;
    case 'mutate':
      await mutate(request.name, request.args);
      return null;
    case 'sync':
      await background.catch(() => undefined);
      return sync();
    case 'sync-background':
      background = sync().catch(() => undefined);
      return null;
    case 'reload':
      // Work in flight loses its database: its acknowledgement is never recorded, like a page reload.
      closeDb();
      await background.catch(() => undefined);
      return null;
    case 'dump': {
      const db = getDb();
      return {
        rows: (await db.patients.toArray()).map(withoutPatientKeys),
        messages: (await db.chatMessages.toArray()).map(withoutChatMessageKeys),
        outbox: await db.outbox.toArray(),
      };
    }
  }
}

process.on('message', (message: { id: number; request: ClientRequest }) => {
  handle(message.request).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
// The driver going away (Ctrl-C, crash) ends this client too.
process.on('disconnect', () => process.exit(0));
