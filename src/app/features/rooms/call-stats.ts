/**
 * One reading of a call's `getStats()` (issue 13): the sample the media policy and the quality
 * indicator read, and what is being received (video frames decoded, audio bytes), which the room
 * shows as a live remote track.
 */
import type { StatsSample } from '#core/rooms/media-policy';

export type CallReading = {
  sample: StatsSample;
  /** Video frames decoded from the other side since the connection started. */
  framesDecoded: number;
  /** Audio bytes received from the other side since the connection started. */
  audioBytesReceived: number;
};

type Stat = Record<string, unknown> & { type: string; id: string };

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export function readCallStats(report: RTCStatsReport, atMs: number): CallReading {
  const stats: Stat[] = [];
  for (const stat of report.values() as Iterable<Stat>) stats.push(stat);
  const pair = selectedPair(report, stats);
  let packetLossRatio = 0;
  let framesDecoded = 0;
  let audioBytesReceived = 0;
  for (const stat of stats) {
    // The other side's reports on what we send: the worst stream's loss is the link's.
    if (stat.type === 'remote-inbound-rtp')
      packetLossRatio = Math.max(packetLossRatio, numberOf(stat.fractionLost) ?? 0);
    if (stat.type === 'inbound-rtp' && stat.kind === 'video')
      framesDecoded += numberOf(stat.framesDecoded) ?? 0;
    if (stat.type === 'inbound-rtp' && stat.kind === 'audio')
      audioBytesReceived += numberOf(stat.bytesReceived) ?? 0;
  }
  const roundTrip = numberOf(pair?.currentRoundTripTime);
  return {
    sample: {
      atMs,
      availableOutgoingBitrate: numberOf(pair?.availableOutgoingBitrate),
      packetLossRatio,
      roundTripTimeMs: roundTrip === undefined ? undefined : roundTrip * 1000,
    },
    framesDecoded,
    audioBytesReceived,
  };
}

/** The candidate pair the media takes: the transport names it (Chromium); else the nominated one. */
function selectedPair(report: RTCStatsReport, stats: readonly Stat[]): Stat | undefined {
  const transport = stats.find((stat) => stat.type === 'transport' && stat.selectedCandidatePairId);
  const named = transport
    ? (report.get(String(transport.selectedCandidatePairId)) as Stat | undefined)
    : undefined;
  return (
    named ??
    stats.find(
      (stat) => stat.type === 'candidate-pair' && stat.nominated === true && stat.state === 'succeeded',
    )
  );
}
