/**
 * The room's connection-quality indicator (issue 13), from the newest stats sample: what the user
 * feels — a long delay, lost audio or frozen video — in three words. The media policy reads the same
 * samples to decide what to send; this only tells.
 */
import type { StatsSample } from './media-policy.ts';

export type CallQuality = 'good' | 'fair' | 'poor' | 'unknown';

/** Past these a conversation suffers: people talk over each other, words drop out. */
const POOR = { lossRatio: 0.1, roundTripMs: 600, bitrateBps: 100_000 };
/** Past these it still works, with visible or audible hiccups. */
const FAIR = { lossRatio: 0.03, roundTripMs: 300, bitrateBps: 400_000 };

export function callQuality(sample: StatsSample | undefined): CallQuality {
  if (!sample) return 'unknown';
  const worseThan = (limits: typeof POOR) =>
    sample.packetLossRatio > limits.lossRatio ||
    (sample.roundTripTimeMs ?? 0) > limits.roundTripMs ||
    (sample.availableOutgoingBitrate ?? Number.POSITIVE_INFINITY) < limits.bitrateBps;
  if (worseThan(POOR)) return 'poor';
  if (worseThan(FAIR)) return 'fair';
  return 'good';
}
