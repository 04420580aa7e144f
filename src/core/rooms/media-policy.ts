/**
 * How much a one-to-one call sends — high video, low video, or audio only (the room then shows a
 * notice) — decided from the stats the room samples from `RTCPeerConnection.getStats()` every
 * STATS_INTERVAL_MS. Pure and deterministic: no clock, the newest sample's time is "now", so a
 * scripted history always gives the same levels.
 *
 * Invariants: it goes down fast (DEGRADE_AFTER_SAMPLES bad samples in a row, two levels at once if
 * the link collapsed) and up slowly — one level at a time, only after the link stayed good for
 * `recoverAfterMs` measured at the current level. The thresholds to come back are well above the ones
 * to leave (hysteresis), and an upgrade that fails soon doubles the next wait, so it cannot flap.
 */

export type MediaLevel = 'high' | 'low' | 'audio';
type VideoLevel = Exclude<MediaLevel, 'audio'>;

/** Worst first: a level's index is its rank. */
const LEVELS_BY_RANK: readonly MediaLevel[] = ['audio', 'low', 'high'];
const ONE_LEVEL_UP: Readonly<Record<MediaLevel, VideoLevel | undefined>> = {
  audio: 'low',
  low: 'high',
  high: undefined,
};

export type StatsSample = {
  /** When it was taken, on a monotonic clock (the stats' `timestamp` or `performance.now()`). */
  atMs: number;
  /**
   * bps, the congestion controller's estimate from the selected candidate pair. Undefined before the
   * first estimate and on browsers that give none (Firefox): it then never raises the level, so where
   * it is always missing a level lowered by loss comes back only if the room supplies another estimate.
   */
  availableOutgoingBitrate: number | undefined;
  /** 0..1, the share of our packets the other side reported lost over the last interval (remote-inbound-rtp). */
  packetLossRatio: number;
  /**
   * For the quality indicator, not read here: the estimate above already falls when queues (and so
   * the delay) grow, and a long but steady round trip on a mobile link is no reason to drop video.
   */
  roundTripTimeMs?: number | undefined;
};

/** How often the room samples the stats; the counts and windows below assume about this period. */
export const STATS_INTERVAL_MS = 1000;

/** A link good enough for a level: an estimate of at least `minBps`, a loss of at most `maxLossRatio`. */
export type LinkThreshold = { minBps: number; maxLossRatio: number };

/**
 * A video level is left when the link falls below this. Loss counts on its own: a frame spans many
 * packets, so video freezes past ~5 % loss while Opus with its in-band FEC still carries speech at 12 %.
 */
export const STAY_THRESHOLDS: Readonly<Record<VideoLevel, LinkThreshold>> = {
  high: { minBps: 600_000, maxLossRatio: 0.05 },
  low: { minBps: 250_000, maxLossRatio: 0.12 },
};

/**
 * A video level is entered again only above this, for a whole recovery window. Each minimum exceeds
 * what the level sends (SEND_PARAMETERS) with headroom, so coming back does not itself congest the link.
 */
export const ENTER_THRESHOLDS: Readonly<Record<VideoLevel, LinkThreshold>> = {
  high: { minBps: 1_000_000, maxLossRatio: 0.02 },
  low: { minBps: 400_000, maxLossRatio: 0.03 },
};

/**
 * Bad samples in a row before going down: a single spike is ignored, and a real drop is answered
 * within this many sampling intervals. The encoder already follows the estimate within the second;
 * this step changes resolution, which is worth waiting a sample more to be sure of.
 */
export const DEGRADE_AFTER_SAMPLES = 2;

/** How long the link must stay good at a level before going one up, after a calm history. */
export const RECOVER_AFTER_MS = 10_000;
/** The longest wait to go up, however often upgrades failed: a link that recovered is not ignored for long. */
export const RECOVER_AFTER_MAX_MS = 80_000;
/** Going down this soon after going up means the upgrade failed: the next wait doubles. */
export const UPGRADE_PROBATION_MS = 30_000;
/** Samples further apart than this do not make one good run: nothing is known of the link in between. */
export const MAX_SAMPLE_GAP_MS = 3 * STATS_INTERVAL_MS;
/** The history the policy reads; appendSample drops what is older. */
export const MEDIA_HISTORY_MS = RECOVER_AFTER_MAX_MS + MAX_SAMPLE_GAP_MS;

export type MediaState = {
  level: MediaLevel;
  /** When `level` was entered: samples taken before were measured while sending something else. */
  sinceMs: number;
  /** How long the link must stay good at `level` before going one up. */
  recoverAfterMs: number;
  /** `level` was reached by going up, so falling back within UPGRADE_PROBATION_MS is a failed upgrade. */
  isUpgrade: boolean;
};

/** The state a call starts in (usually 'high', or 'audio' when joined without a camera). */
export function initialMediaState(level: MediaLevel, atMs: number): MediaState {
  return { level, sinceMs: atMs, recoverAfterMs: RECOVER_AFTER_MS, isUpgrade: false };
}

/**
 * The state after the newest sample of `history` (oldest first), or `state` itself when nothing
 * changes. Call it once per new sample; calling it again with the same history changes nothing.
 */
export function nextMediaState(history: readonly StatsSample[], state: MediaState): MediaState {
  const newest = history.at(-1);
  if (newest === undefined) return state;
  const held = levelTheLinkHolds(history);
  if (held !== undefined && rank(held) < rank(state.level)) return degraded(state, held, newest.atMs);
  const up = ONE_LEVEL_UP[state.level];
  if (up !== undefined && hasStayedGood(history, state, up)) {
    return { ...state, level: up, sinceMs: newest.atMs, isUpgrade: true };
  }
  return state;
}

/** `history` with `sample` added and what the policy no longer reads dropped; a new array. */
export function appendSample(history: readonly StatsSample[], sample: StatsSample): StatsSample[] {
  const oldestMs = sample.atMs - MEDIA_HISTORY_MS;
  return [...history.filter((kept) => kept.atMs >= oldestMs), sample];
}

export type MediaLevelChange = { atMs: number; from: MediaLevel; to: MediaLevel };

/**
 * Runs the policy over scripted samples one at a time, as the room does, and lists the changes: the
 * tests read them, and the benchmark takes a reaction time as a change's `atMs` minus the drop's.
 */
export function replayMediaPolicy(samples: readonly StatsSample[], start: MediaState): MediaLevelChange[] {
  const changes: MediaLevelChange[] = [];
  let history: StatsSample[] = [];
  let state = start;
  for (const sample of samples) {
    history = appendSample(history, sample);
    const next = nextMediaState(history, state);
    if (next.level !== state.level) changes.push({ atMs: sample.atMs, from: state.level, to: next.level });
    state = next;
  }
  return changes;
}

const rank = (level: MediaLevel) => LEVELS_BY_RANK.indexOf(level);

/**
 * Missing estimates: to stay, an unknown estimate counts as enough (it is no evidence of a bad link,
 * and a browser without one would otherwise never send video); to enter, it never does.
 */
function meets(sample: StatsSample, threshold: LinkThreshold, isUnknownEnough: boolean): boolean {
  const bps = sample.availableOutgoingBitrate;
  const isBitrateEnough = bps === undefined ? isUnknownEnough : bps >= threshold.minBps;
  return isBitrateEnough && sample.packetLossRatio <= threshold.maxLossRatio;
}

function ceilingOf(sample: StatsSample): MediaLevel {
  if (meets(sample, STAY_THRESHOLDS.high, true)) return 'high';
  if (meets(sample, STAY_THRESHOLDS.low, true)) return 'low';
  return 'audio';
}

/**
 * The best level every one of the last DEGRADE_AFTER_SAMPLES samples allows, or undefined before
 * there are that many. Taking the best of them is what ignores a single worse sample.
 */
function levelTheLinkHolds(history: readonly StatsSample[]): MediaLevel | undefined {
  const recent = history.slice(-DEGRADE_AFTER_SAMPLES);
  if (recent.length < DEGRADE_AFTER_SAMPLES) return undefined;
  return LEVELS_BY_RANK[Math.max(...recent.map((sample) => rank(ceilingOf(sample))))];
}

function degraded(state: MediaState, level: MediaLevel, nowMs: number): MediaState {
  const isFailedUpgrade = state.isUpgrade && nowMs - state.sinceMs < UPGRADE_PROBATION_MS;
  let recoverAfterMs = state.recoverAfterMs;
  if (isFailedUpgrade) recoverAfterMs = Math.min(recoverAfterMs * 2, RECOVER_AFTER_MAX_MS);
  // An upgrade that held through its probation proved the link: this trouble is new, so start calm.
  else if (state.isUpgrade) recoverAfterMs = RECOVER_AFTER_MS;
  return { level, sinceMs: nowMs, recoverAfterMs, isUpgrade: false };
}

/**
 * Whether the newest samples, all taken after `state.sinceMs` without a gap, meet `up`'s entry
 * threshold over `state.recoverAfterMs`. Counting only samples since the last change is the dwell
 * time: no upward step comes sooner than a full window after any change, and never two at once.
 */
function hasStayedGood(history: readonly StatsSample[], state: MediaState, up: VideoLevel): boolean {
  let runStartMs: number | undefined;
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const sample = history[index];
    if (sample === undefined || sample.atMs <= state.sinceMs) break;
    if (runStartMs !== undefined && runStartMs - sample.atMs > MAX_SAMPLE_GAP_MS) break;
    if (!meets(sample, ENTER_THRESHOLDS[up], false)) break;
    runStartMs = sample.atMs;
  }
  const newest = history.at(-1);
  if (runStartMs === undefined || newest === undefined) return false;
  return newest.atMs - runStartMs >= state.recoverAfterMs;
}

/** What the room applies to its senders at each level. */
export type MediaSendParameters = {
  hasVideo: boolean;
  /** The video encoding's `maxBitrate`; the audio one is AUDIO_MAX_BITRATE_BPS at every level. */
  maxVideoBitrateBps: number;
  scaleResolutionDownBy: number;
  maxFramerate: number;
};

/**
 * Opus at 32 kbps is clear wideband speech; with packet headers (about 20–30 kbps at 50 packets a
 * second) audio alone stays well under the 100 kbps target.
 */
export const AUDIO_MAX_BITRATE_BPS = 32_000;

/**
 * From a 720p capture: high is 720p at 30 fps, low 360p at 15 fps (a quarter of the pixels, half the
 * frames). Each video cap plus the audio stays under its level's ENTER_THRESHOLDS minimum.
 */
export const SEND_PARAMETERS: Readonly<Record<MediaLevel, MediaSendParameters>> = {
  high: { hasVideo: true, maxVideoBitrateBps: 700_000, scaleResolutionDownBy: 1, maxFramerate: 30 },
  low: { hasVideo: true, maxVideoBitrateBps: 250_000, scaleResolutionDownBy: 2, maxFramerate: 15 },
  audio: { hasVideo: false, maxVideoBitrateBps: 0, scaleResolutionDownBy: 1, maxFramerate: 0 },
};
