// The fuzz's proof that a refused request changed nothing: the journal names every table a row of
// which was really written since a mark, and nothing else.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { type WriteJournal, writeJournal } from './write-journal.ts';

describe('the fuzz write journal', () => {
  let client: PGlite;
  let db: Db;
  let journal: WriteJournal;
  const run = (statement: string) => db.execute(sql.raw(statement));

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client) as unknown as Db;
    await run('create table notes (id int primary key, body text)');
    await run('create table rate_limit_counters (key text primary key, count int)');
    await run('create table idempotency_keys (key text primary key, status int)');
    await run(`insert into notes values (1, 'first')`);
    journal = await writeJournal(db);
  });
  afterAll(() => client.close());

  async function changedBy(statement: string): Promise<string[]> {
    const mark = await journal.mark();
    await run(statement);
    return journal.changedSince(mark);
  }

  it('names a table whose rows were inserted, changed, deleted or truncated', async () => {
    expect(await changedBy(`insert into notes values (2, 'second')`)).toEqual(['notes']);
    expect(await changedBy(`update notes set body = 'changed' where id = 2`)).toEqual(['notes']);
    expect(await changedBy('delete from notes where id = 2')).toEqual(['notes']);
    await run(`insert into notes values (3, 'third')`);
    expect(await changedBy('truncate notes')).toEqual(['notes']);
  });

  it('names nothing for a read, an update to the same values, or a write rolled back', async () => {
    await run(`insert into notes values (4, 'kept')`);
    expect(await changedBy('select * from notes')).toEqual([]);
    expect(await changedBy(`update notes set body = 'kept' where id = 4`)).toEqual([]);
    expect(await changedBy(`update notes set body = 'none' where id = 999`)).toEqual([]);
    const mark = await journal.mark();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (5, 'rolled back')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await journal.changedSince(mark)).toEqual([]);
  });

  it('leaves out the writes a refusal may make: rate-limit counts, stored refusals', async () => {
    expect(await changedBy(`insert into rate_limit_counters values ('sign-in', 1)`)).toEqual([]);
    expect(await changedBy(`insert into idempotency_keys values ('refused', 404)`)).toEqual([]);
    expect(await changedBy(`insert into idempotency_keys values ('stored', 200)`)).toEqual([
      'idempotency_keys',
    ]);
    expect(await changedBy(`update idempotency_keys set status = 201 where key = 'refused'`)).toEqual([
      'idempotency_keys',
    ]);
  });

  it('names each table written once, in order', async () => {
    const mark = await journal.mark();
    await run(`insert into notes values (6, 'a'), (7, 'b')`);
    await run(`insert into idempotency_keys values ('other', 200)`);
    expect(await journal.changedSince(mark)).toEqual(['idempotency_keys', 'notes']);
  });
});
