/**
 * The access log is kept for ACCESS_LOG_RETENTION_DAYS (6 years by default, what HIPAA asks of audit
 * records), then swept: the only deletion the table's trigger lets through, marked for the sweep's own
 * transaction. Hourly on every node; a sweep that finds nothing to delete costs one index probe.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessEvents } from '../db/schema.ts';
import { errorFields, type Logger } from '../log.ts';

export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 6 * 365;
const SWEEP_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** Deletes the lines older than the retention period; answers how many went. */
export async function sweepAccessLog(db: Db, retentionDays: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('mindoffice.access_log_sweep', 'on', true)`);
    const gone = await tx
      .delete(accessEvents)
      .where(lt(accessEvents.at, cutoff))
      .returning({ id: accessEvents.id });
    return gone.length;
  });
}

export function startAccessLogRetention(
  deps: { db: Db; log: Logger; retentionDays: number },
  now: () => Date,
): { close(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepAccessLog(deps.db, deps.retentionDays, now())
      .then((count) => {
        if (count > 0) deps.log.info('access log swept', { count, retentionDays: deps.retentionDays });
      })
      .catch((error: unknown) => deps.log.warn('access log sweep failed', errorFields(error)))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
