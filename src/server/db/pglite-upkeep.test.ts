import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { startPgliteUpkeep } from './pglite-upkeep.ts';

// PGlite has no autovacuum: without this upkeep the planner never learns that a table grew, and the
// pull's ordered page read every matching row and sorted them (see pglite-upkeep.ts).

const ROWS = 5_000;

type Plan = { 'QUERY PLAN': string };

async function pageReadPlan(client: PGlite): Promise<string> {
  const { rows } = await client.query<Plan>(
    'explain select id from items where owner = 1 and version > 10 order by version limit 1001',
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function lastAnalyzed(client: PGlite): Promise<Date | null> {
  const { rows } = await client.query<{ last_analyze: Date | null }>(
    `select last_analyze from pg_stat_user_tables where relname = 'items'`,
  );
  return rows[0]?.last_analyze ?? null;
}

describe('PGlite upkeep', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
  });
  beforeEach(async () => {
    await client.exec(`
      drop table if exists items;
      create table items (id serial primary key, owner int not null, version int not null, body text);
      create index items_owner_version on items (owner, version);
      analyze items;
      insert into items (owner, version, body) select 1, n, repeat('x', 200) from generate_series(1, ${ROWS}) n;`);
  });
  afterAll(async () => {
    await client.close();
  });

  it('analyzes a table that changed, so a page is read along its index', async () => {
    expect(await pageReadPlan(client)).toContain('Sort');
    const upkeep = startPgliteUpkeep(client, createLogger('silent'));
    await upkeep.runPass();
    await upkeep.stop();
    expect(await lastAnalyzed(client)).not.toBeNull();
    const plan = await pageReadPlan(client);
    expect(plan).toContain('Index Scan using items_owner_version');
    expect(plan).not.toContain('Sort');
  });

  it('leaves a table alone when too little of it changed', async () => {
    const upkeep = startPgliteUpkeep(client, createLogger('silent'));
    await upkeep.runPass();
    const analyzed = await lastAnalyzed(client);
    await client.exec('update items set body = body where id <= 10');
    await upkeep.runPass();
    await upkeep.stop();
    expect(await lastAnalyzed(client)).toEqual(analyzed);
  });

  it('vacuums a table with many dead rows', async () => {
    const upkeep = startPgliteUpkeep(client, createLogger('silent'));
    await client.exec(`delete from items where id <= ${ROWS / 2}`);
    await upkeep.runPass();
    await upkeep.stop();
    const { rows } = await client.query<{ n_dead_tup: number; last_vacuum: Date | null }>(
      `select n_dead_tup, last_vacuum from pg_stat_user_tables where relname = 'items'`,
    );
    expect(rows[0]?.last_vacuum).not.toBeNull();
    expect(Number(rows[0]?.n_dead_tup)).toBe(0);
  });

  it('runs on its own every interval', async () => {
    const upkeep = startPgliteUpkeep(client, createLogger('silent'), 50);
    await expect.poll(() => lastAnalyzed(client), { timeout: 5_000 }).not.toBeNull();
    await upkeep.stop();
  });

  it('logs a failed pass and goes on', async () => {
    const lines: string[] = [];
    const closed = await PGlite.create();
    const upkeep = startPgliteUpkeep(
      closed,
      createLogger('warn', (line) => lines.push(line)),
    );
    await closed.close();
    await upkeep.runPass();
    await upkeep.stop();
    expect(lines.join('\n')).toContain('pglite upkeep failed');
  });
});
