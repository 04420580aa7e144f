import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReassembler, MAX_PARTS, NOTIFY_MAX_BYTES, notifyPayloads } from './notify-parts.ts';

/** A message like a large WebRTC offer, with text that escaping and UTF-8 make longer. */
const largeMessage = () =>
  JSON.stringify({
    kind: 'deliver',
    to: 'room:x',
    message: { type: 'room.signal', sdp: `v=0\r\n${'a=fmtp:111 "quoted" مرحبا \ud800 '.repeat(900)}` },
  });

describe('NOTIFY payloads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a message that fits as itself', () => {
    expect(notifyPayloads('{"kind":"ask"}')).toEqual(['{"kind":"ask"}']);
  });

  it('cuts a larger one into parts that each fit, and puts them back together in any order, once', () => {
    const json = largeMessage();
    expect(Buffer.byteLength(json)).toBeGreaterThan(NOTIFY_MAX_BYTES * 3);
    const payloads = notifyPayloads(json) ?? [];
    expect(payloads.length).toBeGreaterThan(3);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    const whole: string[] = [];
    const reassembler = createReassembler((joined) => whole.push(joined));
    const shuffled = [...payloads].reverse();
    for (const payload of [shuffled[0], ...shuffled])
      expect(reassembler.accept(JSON.parse(payload ?? ''))).toBeUndefined();
    expect(whole).toEqual([json]);
    expect(reassembler.accept({ kind: 'ask' })).toEqual({ kind: 'ask' });
    reassembler.close();
  });

  it('refuses a message of more than MAX_PARTS parts, and forgets a message whose parts never all came', () => {
    expect(notifyPayloads('x'.repeat(2600 * (MAX_PARTS + 1)))).toBeUndefined();
    vi.useFakeTimers();
    const whole: string[] = [];
    const reassembler = createReassembler((joined) => whole.push(joined));
    const [first, ...rest] = notifyPayloads(largeMessage()) ?? [];
    reassembler.accept(JSON.parse(first ?? ''));
    vi.advanceTimersByTime(11_000);
    for (const payload of rest) reassembler.accept(JSON.parse(payload));
    expect(whole).toEqual([]);
    reassembler.close();
  });
});
