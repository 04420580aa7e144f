/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and a WebRTC offer alone can be that
 * large. A larger message is cut into numbered parts, sent in one statement (so they arrive together
 * and in order), and put back together by each listener. Parts of a message that never completes are
 * forgotten after PART_TIMEOUT_MS; a message of more than MAX_PARTS parts is not sent.
 */
import * as v from 'valibot';

/** Under PostgreSQL's 8000-byte limit, with room to spare. */
export const NOTIFY_MAX_BYTES = 7900;
export const MAX_PARTS = 64;
const PART_TIMEOUT_MS = 10_000;
const FIRST_PART_CHARS = 2500;

const partSchema = v.object({
  kind: v.literal('part'),
  id: v.string(),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PARTS)),
  data: v.string(),
});
type Part = v.InferOutput<typeof partSchema>;

/**
 * The payloads that carry `json`: itself when it fits, else its parts (each one checked to fit, the
 * cut made smaller until they do: escaping can make a part's JSON much longer than its text).
 * Undefined when it would take more than MAX_PARTS.
 */
export function notifyPayloads(json: string, maxBytes = NOTIFY_MAX_BYTES): string[] | undefined {
  if (Buffer.byteLength(json) <= maxBytes) return [json];
  const id = crypto.randomUUID();
  for (let size = FIRST_PART_CHARS; size >= 16; size = Math.floor(size / 2)) {
    const total = Math.ceil(json.length / size);
    if (total > MAX_PARTS) return undefined;
    const parts = Array.from({ length: total }, (_, index) =>
      JSON.stringify({ kind: 'part', id, index, total, data: json.slice(index * size, (index + 1) * size) }),
    );
    if (parts.every((part) => Buffer.byteLength(part) <= maxBytes)) return parts;
  }
  return undefined;
}

export type Reassembler = {
  /** A parsed payload: undefined when it was a part (kept, or completing a message given to `onWhole`). */
  accept(payload: unknown): unknown;
  close(): void;
};

export function createReassembler(onWhole: (json: string) => void): Reassembler {
  const pending = new Map<
    string,
    { data: (string | undefined)[]; received: number; timer: NodeJS.Timeout }
  >();
  const keep = (part: Part) => {
    let message = pending.get(part.id);
    if (!message) {
      const timer = setTimeout(() => pending.delete(part.id), PART_TIMEOUT_MS);
      timer.unref();
      message = { data: new Array<string | undefined>(part.total).fill(undefined), received: 0, timer };
      pending.set(part.id, message);
    }
    if (part.index >= message.data.length || message.data[part.index] !== undefined) return;
    message.data[part.index] = part.data;
    message.received += 1;
    if (message.received < message.data.length) return;
    clearTimeout(message.timer);
    pending.delete(part.id);
    onWhole(message.data.join(''));
  };
  return {
    accept(payload) {
      if (typeof payload !== 'object' || payload === null || (payload as { kind?: unknown }).kind !== 'part')
        return payload;
      const checked = v.safeParse(partSchema, payload);
      if (checked.success) keep(checked.output);
      return undefined;
    },
    close() {
      for (const message of pending.values()) clearTimeout(message.timer);
      pending.clear();
    },
  };
}
