// A browser clock for specs about "today": a fixed-offset zone where it is about noon whenever the
// suite runs, so sessions a few minutes or an hour away are still today, and the wall times the
// calendar shows can be computed here.
const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;

export type NoonZone = {
  /** An IANA zone for `timezoneId` (Etc/GMT signs are inverted: Etc/GMT-2 is UTC+2). */
  zone: string;
  offsetMs: number;
};

export function zoneAtNoon(nowMs = Date.now()): NoonZone {
  const offsetHours = 12 - new Date(nowMs).getUTCHours();
  const zone =
    offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
  return { zone, offsetMs: offsetHours * 60 * MINUTE_MS };
}

/** "2026-12-02 12:30:00": an instant on the zone's wall clock, as the calendar's slots name it. */
export function wallOf(instantMs: number, { offsetMs }: NoonZone): string {
  return new Date(instantMs + offsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant (ISO, UTC) a wall time of the zone stands for. */
export function instantOfWall(wall: string, { offsetMs }: NoonZone): string {
  return new Date(Date.parse(`${wall.replace(' ', 'T')}.000Z`) - offsetMs).toISOString();
}

/** The start of the half hour `nowMs` is in: the calendar slot holding "now". */
export function currentHalfHourMs(nowMs = Date.now()): number {
  return Math.floor(nowMs / HALF_HOUR_MS) * HALF_HOUR_MS;
}
