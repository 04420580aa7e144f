import { describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BITRATE_BPS,
  appendSample,
  DEGRADE_AFTER_SAMPLES,
  ENTER_THRESHOLDS,
  initialMediaState,
  MEDIA_HISTORY_MS,
  type MediaLevel,
  type MediaState,
  nextMediaState,
  RECOVER_AFTER_MAX_MS,
  RECOVER_AFTER_MS,
  replayMediaPolicy,
  SEND_PARAMETERS,
  STATS_INTERVAL_MS,
  type StatsSample,
} from './media-policy.ts';

/** So many seconds of one link: an estimate in kbps (undefined: none) and a loss in percent. */
type Stretch = { seconds: number; kbps: number | undefined; lossPercent: number };
const link = (seconds: number, kbps: number | undefined, lossPercent = 0): Stretch => ({
  seconds,
  kbps,
  lossPercent,
});

/** One sample a second, the first at 1 s: the call starts at 0. */
function script(...stretches: Stretch[]): StatsSample[] {
  return stretches
    .flatMap((stretch) => Array.from({ length: stretch.seconds }, () => stretch))
    .map((stretch, index) => ({
      atMs: (index + 1) * STATS_INTERVAL_MS,
      availableOutgoingBitrate: stretch.kbps === undefined ? undefined : stretch.kbps * 1000,
      packetLossRatio: stretch.lossPercent / 100,
    }));
}

const replay = (from: MediaLevel, ...stretches: Stretch[]) =>
  replayMediaPolicy(script(...stretches), initialMediaState(from, 0));

describe('going down', () => {
  it('steps from high to low to audio as the bitrate falls, on the second bad sample each time', () => {
    expect(replay('high', link(5, 1500), link(5, 500), link(5, 200))).toEqual([
      { atMs: 7000, from: 'high', to: 'low' },
      { atMs: 12_000, from: 'low', to: 'audio' },
    ]);
  });

  it('drops straight to audio when the link collapses, since waiting at low would starve the voice', () => {
    expect(replay('high', link(5, 1500), link(5, 90))).toEqual([{ atMs: 7000, from: 'high', to: 'audio' }]);
  });

  it('steps down on packet loss alone, however large the estimate', () => {
    expect(replay('high', link(5, 3000), link(5, 3000, 8), link(5, 3000, 20))).toEqual([
      { atMs: 7000, from: 'high', to: 'low' },
      { atMs: 12_000, from: 'low', to: 'audio' },
    ]);
  });

  it('ignores a single bad sample, of bitrate or of loss', () => {
    expect(replay('high', link(10, 1500), link(1, 100), link(10, 1500), link(1, 1500, 30))).toEqual([]);
  });

  it('reacts to a scripted drop within two sampling intervals, under 3 s', () => {
    const samples = script(link(20, 1500), link(10, 300));
    const [change] = replayMediaPolicy(samples, initialMediaState('high', 0));
    // Worst case: the link fell just after the last good sample was taken.
    const lastGoodAtMs = 20 * STATS_INTERVAL_MS;
    const reactionMs = (change?.atMs ?? Number.POSITIVE_INFINITY) - lastGoodAtMs;
    expect(reactionMs).toBe(DEGRADE_AFTER_SAMPLES * STATS_INTERVAL_MS);
    expect(reactionMs).toBeLessThanOrEqual(3000);
  });
});

describe('coming back', () => {
  it('climbs one level at a time, each after the link held good for the whole window at the level below', () => {
    expect(replay('audio', link(40, 2000))).toEqual([
      { atMs: 1000 + RECOVER_AFTER_MS, from: 'audio', to: 'low' },
      // The samples at audio do not count for high: only those measured while sending low video.
      { atMs: 2000 + 2 * RECOVER_AFTER_MS, from: 'low', to: 'high' },
    ]);
  });

  it('starts the window again after one sample short of the entry threshold', () => {
    // 5 % loss would keep low video going, but is above what entering low requires.
    expect(replay('audio', link(9, 2000), link(1, 2000, 5), link(11, 2000))).toEqual([
      { atMs: 11_000 + RECOVER_AFTER_MS, from: 'audio', to: 'low' },
    ]);
  });

  it('does not count a silence in the stats as a good link', () => {
    const samples = [
      ...script(link(5, 2000)),
      ...script(link(8, 2000)).map((s) => ({ ...s, atMs: s.atMs + 9000 })),
    ];
    // 5 s, a gap of 5 s, 8 s: 18 s from first to last, but no 10 s known to be good.
    expect(replayMediaPolicy(samples, initialMediaState('audio', 0))).toEqual([]);
  });

  it('waits twice as long after an upgrade that did not hold', () => {
    expect(replay('low', link(11, 2000), link(3, 300), link(40, 2000))).toEqual([
      { atMs: 11_000, from: 'low', to: 'high' },
      { atMs: 13_000, from: 'high', to: 'low' },
      // The run starts after the last 300 kbps sample, at 15 s.
      { atMs: 15_000 + 2 * RECOVER_AFTER_MS, from: 'low', to: 'high' },
    ]);
  });
});

describe('not flapping', () => {
  it('goes down once and stays on a bitrate hovering around the threshold to leave high', () => {
    const hovering = Array.from({ length: 30 }, () => [link(2, 550), link(2, 650)]).flat();
    expect(replay('high', ...hovering)).toEqual([{ atMs: 2000, from: 'high', to: 'low' }]);
  });

  it('stays at low on a bitrate hovering around the threshold to enter high', () => {
    const hovering = Array.from({ length: 20 }, () => [link(3, 950), link(3, 1050)]).flat();
    expect(replay('low', ...hovering)).toEqual([]);
  });

  it('tries high once, not every cycle, on a link good for 12 s then bad for 3 s', () => {
    const unstable = Array.from({ length: 12 }, () => [link(12, 2000), link(3, 400)]).flat();
    // The failed upgrade doubled the window to 20 s, which no 12 s good stretch fills.
    expect(replay('low', ...unstable)).toEqual([
      { atMs: 11_000, from: 'low', to: 'high' },
      { atMs: 14_000, from: 'high', to: 'low' },
    ]);
  });

  it('doubles the wait after each failed upgrade, and forgets them once an upgrade holds', () => {
    const bad = link(3, 300);
    expect(
      replay('low', link(11, 2000), bad, link(21, 2000), bad, link(76, 2000), bad, link(11, 2000)),
    ).toEqual([
      { atMs: 11_000, from: 'low', to: 'high' },
      { atMs: 13_000, from: 'high', to: 'low' },
      { atMs: 15_000 + 2 * RECOVER_AFTER_MS, from: 'low', to: 'high' },
      { atMs: 37_000, from: 'high', to: 'low' },
      { atMs: 39_000 + 4 * RECOVER_AFTER_MS, from: 'low', to: 'high' },
      // High held through its probation this time: the next fall waits only the calm window.
      { atMs: 116_000, from: 'high', to: 'low' },
      { atMs: 118_000 + RECOVER_AFTER_MS, from: 'low', to: 'high' },
    ]);
  });
});

describe('an unknown estimate', () => {
  it('neither lowers nor raises the level', () => {
    expect(replay('high', link(30, undefined))).toEqual([]);
    expect(replay('audio', link(60, undefined))).toEqual([]);
  });

  it('breaks a good run, and still lets loss lower the level', () => {
    expect(replay('audio', link(8, 2000), link(1, undefined), link(8, 2000))).toEqual([]);
    expect(replay('high', link(5, undefined), link(5, undefined, 8))).toEqual([
      { atMs: 7000, from: 'high', to: 'low' },
    ]);
  });
});

describe('the policy as a function', () => {
  it('keeps its state when asked again about the same history, and starts from nothing', () => {
    const state = initialMediaState('high', 0);
    expect(nextMediaState([], state)).toBe(state);
    const history = script(link(3, 100));
    const lowered = nextMediaState(history, state);
    expect(lowered.level).toBe('audio');
    expect(nextMediaState(history, lowered)).toBe(lowered);
  });

  it('never waits longer than its cap to go up, however many upgrades failed', () => {
    const justUp: MediaState = {
      level: 'high',
      sinceMs: 0,
      recoverAfterMs: RECOVER_AFTER_MAX_MS,
      isUpgrade: true,
    };
    expect(nextMediaState(script(link(2, 300)), justUp)).toMatchObject({
      level: 'low',
      recoverAfterMs: RECOVER_AFTER_MAX_MS,
    });
  });

  it('keeps only the history it reads', () => {
    let history: StatsSample[] = [];
    for (const sample of script(link(300, 1500))) history = appendSample(history, sample);
    expect(history.at(-1)?.atMs).toBe(300_000);
    expect((history.at(-1)?.atMs ?? 0) - (history[0]?.atMs ?? 0)).toBeLessThanOrEqual(MEDIA_HISTORY_MS);
  });
});

describe('what each level sends', () => {
  it('keeps audio alone under 100 kbps on the wire, packet headers included', () => {
    // 50 Opus packets a second, each with IPv6, UDP, RTP and SRTP headers (40 + 8 + 12 + 10 bytes).
    const headersBps = 50 * (40 + 8 + 12 + 10) * 8;
    expect(SEND_PARAMETERS.audio.hasVideo).toBe(false);
    expect(AUDIO_MAX_BITRATE_BPS + headersBps).toBeLessThanOrEqual(100_000);
  });

  it('fits each video level under the estimate required to enter it, with lower levels sending less', () => {
    for (const level of ['low', 'high'] as const) {
      const sent = SEND_PARAMETERS[level].maxVideoBitrateBps + AUDIO_MAX_BITRATE_BPS;
      expect(sent).toBeLessThan(ENTER_THRESHOLDS[level].minBps);
    }
    expect(SEND_PARAMETERS.low.scaleResolutionDownBy).toBeGreaterThan(
      SEND_PARAMETERS.high.scaleResolutionDownBy,
    );
  });
});
