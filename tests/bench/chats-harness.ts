// Runs in Chromium (bundled by chats-open.ts): signs in and pulls the seeded conversation into
// IndexedDB through the real engine, then times the reads the conversation screen makes for its last
// page, without React. Exposed as `chatsBench`.

import type { SignInData } from '../../src/core/auth.ts';
import { conversationMessages, waitingMessageIds } from '../../src/local/chats/chat-queries.ts';
import { getDb } from '../../src/local/db.ts';
import { getPatient } from '../../src/local/patients/patient-queries.ts';
import { pullChanges } from '../../src/local/sync/pull.ts';
import { saveSignIn } from '../../src/local/token-store.ts';

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export const chatsBench = {
  async signIn(session: SignInData) {
    await saveSignIn(session, Date.now());
  },
  async firstPull() {
    const ms = await time(() => pullChanges());
    return { ms, messages: await getDb().chatMessages.count() };
  },
  /** ChatPage's reads, as it makes them: the patient beside the newest page, then which of it waits. */
  async lastPageReads(patientId: string, pageSize: number, runs: number) {
    const times: number[] = [];
    let shown = 0;
    for (let run = 0; run < runs; run += 1) {
      times.push(
        await time(async () => {
          const [, page] = await Promise.all([
            getPatient(patientId),
            conversationMessages(patientId, pageSize),
          ]);
          await waitingMessageIds(page.messages);
          shown = page.messages.length;
        }),
      );
    }
    return { times, shown };
  },
};

Object.assign(globalThis, { chatsBench });
