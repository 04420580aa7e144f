import { describe, expect, it } from 'vitest';
import { type CallFacts, callPhase } from './call-phase.ts';
import { callQuality } from './call-quality.ts';

const facts = (changes: Partial<CallFacts>): CallFacts => ({
  remote: 'present',
  connection: 'connecting',
  isSignalling: true,
  wasConnected: false,
  ...changes,
});

describe('callPhase', () => {
  it('waits until the other side arrives, whatever the connection', () => {
    expect(callPhase(facts({ remote: 'never', connection: undefined }))).toBe('waiting');
    expect(callPhase(facts({ remote: 'never', isSignalling: false }))).toBe('waiting');
  });

  it('connects, then is connected', () => {
    expect(callPhase(facts({ connection: 'new' }))).toBe('connecting');
    expect(callPhase(facts({ connection: 'connecting' }))).toBe('connecting');
    expect(callPhase(facts({ connection: 'connected', wasConnected: true }))).toBe('connected');
  });

  it('says the other side disconnected when it left the room, even while media still flows', () => {
    expect(callPhase(facts({ remote: 'left', connection: 'connected', wasConnected: true }))).toBe(
      'disconnected',
    );
  });

  it('reconnects when a connected path breaks, or a first attempt failed', () => {
    const broken = facts({ wasConnected: true });
    expect(callPhase({ ...broken, connection: 'disconnected' })).toBe('reconnecting');
    expect(callPhase({ ...broken, connection: 'failed' })).toBe('reconnecting');
    expect(callPhase({ ...broken, connection: 'connecting' })).toBe('reconnecting');
    expect(callPhase(facts({ connection: 'failed' }))).toBe('reconnecting');
  });

  it('stays connected while only our socket is down, and reconnects once the path breaks too', () => {
    expect(callPhase(facts({ isSignalling: false, connection: 'connected', wasConnected: true }))).toBe(
      'connected',
    );
    expect(callPhase(facts({ isSignalling: false, connection: 'connecting' }))).toBe('reconnecting');
  });
});

describe('callQuality', () => {
  const sample = { atMs: 0, availableOutgoingBitrate: 2_000_000, packetLossRatio: 0, roundTripTimeMs: 40 };

  it('is unknown before the first sample and good on a clean link', () => {
    expect(callQuality(undefined)).toBe('unknown');
    expect(callQuality(sample)).toBe('good');
    expect(callQuality({ ...sample, availableOutgoingBitrate: undefined, roundTripTimeMs: undefined })).toBe(
      'good',
    );
  });

  it('is fair, then poor, as loss, delay or the estimate get worse', () => {
    expect(callQuality({ ...sample, packetLossRatio: 0.05 })).toBe('fair');
    expect(callQuality({ ...sample, roundTripTimeMs: 350 })).toBe('fair');
    expect(callQuality({ ...sample, availableOutgoingBitrate: 300_000 })).toBe('fair');
    expect(callQuality({ ...sample, packetLossRatio: 0.15 })).toBe('poor');
    expect(callQuality({ ...sample, roundTripTimeMs: 900 })).toBe('poor');
    expect(callQuality({ ...sample, availableOutgoingBitrate: 80_000 })).toBe('poor');
  });
});
