/**
 * A digest of every table's content in one query, to prove a refused request changed nothing. New
 * tables are covered by themselves; each exclusion or filter below says why that change is legitimate.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';

export type Snapshot = Readonly<Record<string, string>>;

/** Rows of a table that a refused request may legitimately write, as a SQL filter (or `false`). */
const REFUSAL_MAY_WRITE: Readonly<Record<string, string | false>> = {
  // Rate limits count refused attempts too (wrong passwords, bad links, bad uploads): that is the point.
  rate_limit_counters: false,
  // An Idempotency-Key stores its answer, refusals included (a 404 on a foreign row), so a replay gets
  // the same answer: only a stored success would mean a refused request did something.
  idempotency_keys: 'status < 400',
};

const rowsSchema = v.array(v.object({ name: v.string(), digest: v.nullable(v.string()) }));
const tableListSchema = v.array(v.object({ name: v.string() }));

function rowsOf(result: unknown): unknown {
  // Both drivers (PGlite, node-postgres) answer `execute` with an object holding `rows`.
  return typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Builds the digest query once (the table list is read now); call the result before and after. */
export async function snapshotter(db: Db): Promise<() => Promise<Snapshot>> {
  const listed = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = v.parse(tableListSchema, rowsOf(listed)).map((row) => row.name);
  const parts = tables.flatMap((table) => {
    const filter = REFUSAL_MAY_WRITE[table];
    if (filter === false) return [];
    const where = filter ? ` where ${filter}` : '';
    const digest = `select md5(string_agg(t::text, ',' order by t::text)) from ${quoteIdent(table)} t${where}`;
    return [`select '${table.replaceAll("'", "''")}' as name, (${digest}) as digest`];
  });
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = v.parse(rowsSchema, rowsOf(await db.execute(query)));
    return Object.fromEntries(rows.map((row) => [row.name, row.digest ?? 'empty']));
  };
}

/** The tables whose digest differs. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
