/**
 * The admin lists' query parameters (page, page size, search) and the id check of their detail
 * routes, shared by every `/api/admin/*` route file.
 */
import type { Context } from 'hono';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#core/onboarding/api';
import type { AppEnv } from '../http/app-env.ts';
import type { PageQuery } from '../onboarding/admin-queries.ts';

// Far beyond any real list; keeps (page - 1) * pageSize well inside the database's bigint offset.
const MAX_PAGE = 100_000;

/** A positive integer query parameter: the fallback when absent, undefined when malformed. */
function positiveInt(value: string | undefined, fallback: number, max: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? Math.min(number, max) : undefined;
}

/** Undefined for a malformed page or page size (answered 400 by the caller). */
export function pageQuery(c: Context<AppEnv>): PageQuery | undefined {
  const page = positiveInt(c.req.query('page'), 1, MAX_PAGE);
  const pageSize = positiveInt(c.req.query('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (page === undefined || pageSize === undefined) return undefined;
  return { page, pageSize, search: (c.req.query('search') ?? '').trim().slice(0, 100) };
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
