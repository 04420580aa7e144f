import { describe, expect, it } from 'vitest';
import { handleOutboxSync, onOutboxSync, requestOutboxReplay } from './background-sync.ts';

function fakeClients(windowCount: number, visibilityState: DocumentVisibilityState = 'hidden') {
  const received: unknown[] = [];
  const windows = Array.from({ length: windowCount }, () => ({
    visibilityState,
    postMessage: (message: unknown) => received.push(message),
  }));
  let query: unknown;
  const clients = {
    matchAll: async (options: unknown) => {
      query = options;
      return windows;
    },
  };
  // Only matchAll is used; the rest of the Clients interface is irrelevant to this hook.
  return { clients: clients as unknown as Clients, received, query: () => query };
}

describe('requestOutboxReplay', () => {
  it('asks every open window, controlled or not, to replay the outbox', async () => {
    const fake = fakeClients(2);
    await expect(requestOutboxReplay(fake.clients)).resolves.toBe(2);
    expect(fake.received).toEqual([{ type: 'REPLAY_OUTBOX' }, { type: 'REPLAY_OUTBOX' }]);
    expect(fake.query()).toEqual({ type: 'window', includeUncontrolled: true });
  });

  it('fails when no window is open so the browser retries the sync later', async () => {
    await expect(requestOutboxReplay(fakeClients(0).clients)).rejects.toThrow('no open window');
  });
});

describe('handleOutboxSync', () => {
  it('resolves when the replay emptied the outbox', async () => {
    await expect(handleOutboxSync(async () => 'idle')).resolves.toBe('idle');
  });

  it('rejects while the head entry is parked, so the browser fires the sync again later', async () => {
    await expect(handleOutboxSync(async () => 'parked')).rejects.toThrow('parked');
  });
});

describe('onOutboxSync', () => {
  it('leaves the replay to a visible page, whose uploads show their progress', async () => {
    const fake = fakeClients(1, 'visible');
    let replays = 0;
    await onOutboxSync(fake.clients, async () => {
      replays += 1;
      return 'idle';
    });
    expect(replays).toBe(0);
    expect(fake.received).toEqual([{ type: 'REPLAY_OUTBOX' }]);
  });

  it('replays itself when no page is visible, then tells the open ones', async () => {
    const fake = fakeClients(1, 'hidden');
    let replays = 0;
    await onOutboxSync(fake.clients, async () => {
      replays += 1;
      return 'idle';
    });
    expect(replays).toBe(1);
    expect(fake.received).toEqual([{ type: 'REPLAY_OUTBOX' }]);
    await expect(onOutboxSync(fakeClients(0).clients, async () => 'parked')).rejects.toThrow('parked');
  });
});
