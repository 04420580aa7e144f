// Ends the current task so the browser may paint or handle input before the work that follows: the
// pieces of the start stay under the 50 ms that makes a long task on a phone.

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a new task (scheduler.yield where the browser has it, else a message). */
export function yieldToMain(): Promise<void> {
  // scheduler.yield is not in TypeScript's DOM lib yet (Chromium 129+ has it).
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Imports `load`'s module, which evaluates it, in a task of its own, and resolves in the next one: what
 * uses the module starts there. A module already fetched (a chunk the page preloaded) evaluates in the
 * task that asks for it, hence the yield before as well as after.
 */
export async function importInTurn<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain();
  const module = await load();
  await yieldToMain();
  return module;
}
