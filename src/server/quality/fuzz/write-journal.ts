/**
 * Proves a refused request changed nothing: row triggers, installed on the fuzz's own test database
 * only, note in `fuzz_writes` the table of every row inserted, deleted or really changed (an update to
 * the same values is no change). A mark is the journal's last entry; the tables written since a mark
 * are the change. Rolled-back writes roll their entries back with them.
 *
 * It replaced a digest (md5 of every table's rows, before and after each case): ~5 ms a case, half of
 * the fuzz's time. New tables are covered by themselves; each exclusion or filter below says why that
 * change is legitimate.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';

/** The journal's position before a request. */
export type WriteMark = number;

export type WriteJournal = {
  mark(): Promise<WriteMark>;
  /** The tables a row of which was written since `mark`, sorted. */
  changedSince(mark: WriteMark): Promise<string[]>;
};

const JOURNAL = 'fuzz_writes';

/**
 * Rows of a table that a refused request may legitimately write: `false` for the whole table, or a
 * condition on the row (`row` is `new` or `old`) that makes its writes count.
 */
const REFUSAL_MAY_WRITE: Readonly<Record<string, false | ((row: 'new' | 'old') => string)>> = {
  // Rate limits count refused attempts too (wrong passwords, bad links, bad uploads): that is the point.
  rate_limit_counters: false,
  // An Idempotency-Key stores its answer, refusals included (a 404 on a foreign row), so a replay gets
  // the same answer: only a stored success would mean a refused request did something.
  idempotency_keys: (row) => `${row}.status < 400`,
};

const tableListSchema = v.array(v.object({ name: v.string() }));
const markSchema = v.array(v.object({ mark: v.union([v.number(), v.string()]) }));

function rowsOf(result: unknown): unknown {
  // Both drivers (PGlite, node-postgres) answer `execute` with an object holding `rows`.
  return typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function triggersOn(table: string, counts: (row: 'new' | 'old') => string): string[] {
  const on = quoteIdent(table);
  const note = `execute function ${JOURNAL}_note()`;
  return [
    `create trigger ${JOURNAL}_insert after insert on ${on} for each row when (${counts('new')}) ${note}`,
    `create trigger ${JOURNAL}_delete after delete on ${on} for each row when (${counts('old')}) ${note}`,
    `create trigger ${JOURNAL}_update after update on ${on} for each row
       when (old.* is distinct from new.* and (${counts('new')} or ${counts('old')})) ${note}`,
    `create trigger ${JOURNAL}_truncate after truncate on ${on} for each statement ${note}`,
  ];
}

/** Installs the journal and its triggers on every table there is now; call once, before the cases. */
export async function writeJournal(db: Db): Promise<WriteJournal> {
  const listed = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = v.parse(tableListSchema, rowsOf(listed)).map((row) => row.name);
  const statements = [
    `create table ${JOURNAL} (seq bigserial primary key, table_name text not null)`,
    `create function ${JOURNAL}_note() returns trigger language plpgsql as $$
       begin insert into ${JOURNAL} (table_name) values (tg_table_name); return null; end $$`,
    ...tables.flatMap((table) => {
      const filter = REFUSAL_MAY_WRITE[table];
      if (filter === false) return [];
      return triggersOn(table, filter ?? (() => 'true'));
    }),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return {
    async mark() {
      const rows = v.parse(
        markSchema,
        rowsOf(await db.execute(sql.raw(`select coalesce(max(seq), 0) as mark from ${JOURNAL}`))),
      );
      return Number(rows[0]?.mark ?? 0);
    },
    async changedSince(mark) {
      const rows = v.parse(
        tableListSchema,
        rowsOf(
          await db.execute(
            sql`select distinct table_name as name from ${sql.raw(JOURNAL)} where seq > ${mark} order by 1`,
          ),
        ),
      );
      return rows.map((row) => row.name);
    },
  };
}
