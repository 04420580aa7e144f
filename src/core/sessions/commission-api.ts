/**
 * The platform's commission rate over HTTP: the office reads the rate now (to show a booking's money
 * before the server copies the rate), the admin reads its history and sets a new one.
 */
import * as v from 'valibot';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import { COMMISSION_RATE_MAX_BPS } from './session-money.ts';

/** GET (office right) → CommissionRateData. */
export const COMMISSION_RATE_PATH = '/api/commission-rate';
/** GET (admin) → CommissionRateHistory; POST CommissionRateInput → CommissionRateHistory. */
export const ADMIN_COMMISSION_RATES_PATH = '/api/admin/commission-rates';

export type CommissionRateData = { rateBps: number };

export type CommissionRateChange = { rateBps: number; setAt: string; setBy: string | null };

export type CommissionRateHistory = { rateBps: number; changes: CommissionRateChange[] };

export const commissionRateInputSchema = v.strictObject({
  rateBps: v.pipe(
    v.number(M.commissionRateInvalid.id),
    v.integer(M.commissionRateInvalid.id),
    v.minValue(0, M.commissionRateInvalid.id),
    v.maxValue(COMMISSION_RATE_MAX_BPS, M.commissionRateInvalid.id),
  ),
});
export type CommissionRateInput = v.InferOutput<typeof commissionRateInputSchema>;
