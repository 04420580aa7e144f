/**
 * Reads and discards what is left of a refused upload before answering. A browser (and Node's
 * http client) that is still sending when the server closes the connection reports a network error
 * (EPIPE/reset) and never shows the answer; draining first lets it read the 413. Invariant: bounded
 * in bytes and time, so a refused upload can never hold a connection or memory for long.
 */

/** Larger refused uploads are cut off: their client sees a network error, not the answer. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

/** True when the body was read to its end; false when a bound was hit or the body failed. */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits: { maxBytes: number; maxMs: number } = { maxBytes: DRAIN_MAX_BYTES, maxMs: DRAIN_MAX_MS },
): Promise<boolean> {
  const deadline = Date.now() + limits.maxMs;
  let drained = 0;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    try {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') return false;
      if (next.done) return true;
      drained += next.value.length;
      if (drained > limits.maxBytes) return false;
    } catch {
      // The client went away meanwhile: nothing left to drain, nobody to answer.
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
