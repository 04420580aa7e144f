/**
 * What a specialist typed into an office form, kept on the device field by field as it is typed, valid
 * or not, until the form's record holds it: a reload, a crash or a refused save loses nothing. The
 * record is still only written when its rules pass; this is the typing, not the data.
 * Invariant: a field is forgotten only once the record holds exactly the value kept for it, so what
 * is typed while a save runs stays.
 */
import { getDb } from './db.ts';

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The fields typed into form `key` and not yet held by its record (empty when none). */
export async function readTypedInput(key: string): Promise<Record<string, unknown>> {
  return (await getDb().typedInput.get(key))?.fields ?? {};
}

/** Per form, the fields typed while its previous write runs: the next write takes them all. */
const waiting = new Map<string, Record<string, unknown>>();
const writing = new Map<string, Promise<void>>();

async function writeTyped(key: string, fields: Record<string, unknown>): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.typedInput, async () => {
    const current = (await db.typedInput.get(key))?.fields ?? {};
    await db.typedInput.put({ key, fields: { ...current, ...fields }, updatedAt: Date.now() });
  });
}

async function drain(key: string): Promise<void> {
  try {
    for (let fields = waiting.get(key); fields; fields = waiting.get(key)) {
      waiting.delete(key);
      await writeTyped(key, fields);
    }
  } finally {
    writing.delete(key);
  }
}

/**
 * Keeps `fields` as typed, over what was kept for them before. Keystrokes arriving while a write runs
 * wait and go together in the next one: one transaction a keystroke queued a backlog that a reload
 * right after fast typing cut off (half a sentence lost in the e2e test), two at most drain at once.
 */
export function keepTypedInput(key: string, fields: Record<string, unknown>): Promise<void> {
  waiting.set(key, { ...waiting.get(key), ...fields });
  let running = writing.get(key);
  if (!running) {
    running = drain(key);
    writing.set(key, running);
  }
  return running;
}

/** Forgets the fields the record now holds, each only if nothing else was typed into it since. */
export async function forgetStoredInput(key: string, stored: Record<string, unknown>): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.typedInput, async () => {
    const row = await db.typedInput.get(key);
    if (!row) return;
    const fields = { ...row.fields };
    for (const [field, value] of Object.entries(stored)) {
      if (field in fields && sameValue(fields[field], value)) delete fields[field];
    }
    if (Object.keys(fields).length === 0) await db.typedInput.delete(key);
    else await db.typedInput.put({ ...row, fields });
  });
}

/** The form was saved or its input deliberately discarded (Cancel): nothing typed is kept for it. */
export async function discardTypedInput(key: string): Promise<void> {
  await getDb().typedInput.delete(key);
}
