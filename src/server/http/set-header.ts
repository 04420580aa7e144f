/**
 * Sets a header on the answer after the route ran, without rebuilding it: Hono's `c.header()` on a
 * finished answer copies it into a full web Response and stream (@hono/node-server otherwise sends
 * its lightweight one), ~10 % of a small GET's CPU. Immutable headers (fetch, redirects) fall back.
 */
import type { Context } from 'hono';

export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
