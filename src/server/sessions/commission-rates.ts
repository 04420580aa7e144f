/**
 * The platform's commission rate, set by the admin with its history (`commission_rates`): the newest
 * row is the rate now, and none means DEFAULT_COMMISSION_RATE_BPS. A session copies the rate when it is
 * booked (src/server/sync/session-entity.ts), so a change here never rewrites history.
 */
import { desc } from 'drizzle-orm';
import type { CommissionRateChange } from '#core/sessions/commission-api';
import { DEFAULT_COMMISSION_RATE_BPS } from '#core/sessions/session-money';
import type { Db } from '../db/client.ts';
import { commissionRates } from '../db/schema.ts';
import type { Tx } from '../sync/owner-transaction.ts';

export async function currentCommissionRate(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ rateBps: commissionRates.rateBps })
    .from(commissionRates)
    .orderBy(desc(commissionRates.setAt))
    .limit(1);
  return row?.rateBps ?? DEFAULT_COMMISSION_RATE_BPS;
}

/** The changes, newest first. */
export async function commissionRateHistory(db: Db, limit = 100): Promise<CommissionRateChange[]> {
  const rows = await db.select().from(commissionRates).orderBy(desc(commissionRates.setAt)).limit(limit);
  return rows.map((row) => ({ rateBps: row.rateBps, setAt: row.setAt.toISOString(), setBy: row.setBy }));
}

export async function setCommissionRate(db: Db, rateBps: number, setBy: string): Promise<void> {
  await db.insert(commissionRates).values({ rateBps, setBy });
}
