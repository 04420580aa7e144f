/**
 * The pull (`GET /api/sync/changes`): the owner's rows of each entity the client named changed after
 * that entity's cursor, in version order, tombstones included. Versions come from one sequence across
 * entities, so a page is the first `limit` of the per-entity lists merged by version; each list is read
 * one row longer than the page to tell whether more remain. Complete by construction: an owner's
 * versions commit in order (the owner lock, src/server/sync/owner-transaction.ts), and an entity the
 * client did not name is neither sent nor passed over (#core/sync/pull-cursors).
 *
 * One prepared statement per page: a UNION ALL of one branch per entity (each ordered and limited on
 * its (owner, version) index), merged and limited by the database, every change rendered to its JSON
 * there (wire-row-sql.ts); Node only joins the texts.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { advancePullCursors, type PullCursors } from '#core/sync/pull-cursors';
import type { ChangesPage } from '#core/sync/types';
import type { Db } from '../db/client.ts';
import type { JsonText } from '../http/envelope.ts';
import type { ServerEntity } from './entity-definition.ts';
import { plainName, sealedColumnsOf, wireRowColumns } from './wire-row-sql.ts';

/** The `since` of an entity the client did not name: above every version, so its branch reads nothing. */
const NOT_ASKED = Number.MAX_SAFE_INTEGER;

/** The pull over a list of entities (the server's, src/server/synced-entities.ts, given at start). */
export type ChangesFeed = {
  /** The cursors of a request that names no entity (`?since=`, clients before per-entity cursors). */
  cursorsForEveryEntity(since: number): PullCursors;
  /** Answers the named entities this server knows; the others are left out of the answer's cursors. */
  pageJson(db: Db, ownerId: string, asked: PullCursors, limit: number): Promise<JsonText<ChangesPage>>;
};

export function changesFeed(entities: readonly ServerEntity[]): ChangesFeed {
  // The clinical record's sealed columns come out of the database as their sealed text: a change of
  // such an entity is parsed, opened and written again (the keys keep their order); the rest pass as is.
  const sealed = entities.flatMap((entity) => {
    const columns = sealedColumnsOf(entity);
    if (columns.length === 0) return [];
    return [{ prefix: `{"entity":"${plainName(entity.synced.name)}",`, columns }];
  });
  const openSealed = (row: { version: number; change: string }) => {
    const entity = sealed.find(({ prefix }) => row.change.startsWith(prefix));
    if (!entity) return row;
    const change = JSON.parse(row.change) as { row: Record<string, unknown> };
    for (const [key, open] of entity.columns) {
      const value = change.row[key];
      if (typeof value === 'string') change.row[key] = open(value);
    }
    return { ...row, change: JSON.stringify(change) };
  };

  const prepared = new WeakMap<Db, ReturnType<typeof prepareFeed>>();
  const preparedFeed = (db: Db) => {
    let feed = prepared.get(db);
    if (!feed) {
      feed = prepareFeed(db, entities);
      prepared.set(db, feed);
    }
    return feed;
  };
  return {
    cursorsForEveryEntity: (since) =>
      Object.fromEntries(entities.map((entity) => [entity.synced.name, since])),
    async pageJson(db, ownerId, asked, limit) {
      const known: PullCursors = Object.fromEntries(
        entities.flatMap((entity) => {
          const since = asked[entity.synced.name];
          return since === undefined ? [] : [[entity.synced.name, since]];
        }),
      );
      const params: Record<string, unknown> = { ownerId, limit: limit + 1 };
      for (const entity of entities) params[sinceParam(entity)] = known[entity.synced.name] ?? NOT_ASKED;
      const rows = await preparedFeed(db).execute(params);
      return pageOf(rows.map(openSealed), known, limit);
    },
  };
}

/** The page's JSON from the merged rows (one more than `limit` when more remain). */
function pageOf(
  rows: readonly { version: number; change: string }[],
  known: PullCursors,
  limit: number,
): JsonText<ChangesPage> {
  const hasMore = rows.length > limit;
  const count = hasMore ? limit : rows.length;
  let changes = '';
  for (let index = 0; index < count; index++) {
    changes += index === 0 ? rows[index]?.change : `,${rows[index]?.change}`;
  }
  const last = count > 0 ? rows[count - 1]?.version : undefined;
  const cursors = advancePullCursors(known, last);
  const smallest = Math.min(...Object.values(known));
  const cursor = last ?? (Number.isFinite(smallest) ? smallest : 0);
  // The keys in ChangesPage's order, as JSON.stringify of the page object wrote them.
  const page = `{"changes":[${changes}],"cursors":${JSON.stringify(cursors)},"cursor":${cursor},"hasMore":${hasMore}}`;
  return page as JsonText<ChangesPage>;
}

/** The placeholder holding one entity's cursor. */
function sinceParam(entity: ServerEntity): string {
  return `since_${plainName(entity.synced.name)}`;
}

/** One entity's changed rows as `{ version, change }`, `change` the JSON text of `{ entity, row }`. */
function changedBranch(db: Db, entity: ServerEntity) {
  const { table } = entity;
  const wire = db
    .select(wireRowColumns(entity))
    .from(table)
    .where(
      and(
        eq(table.ownerId, sql.placeholder('ownerId')),
        gt(table.version, sql.placeholder(sinceParam(entity))),
      ),
    )
    .orderBy(asc(table.version))
    .limit(sql.placeholder('limit'))
    .as('wire');
  const prefix = sql.raw(`'{"entity":"${plainName(entity.synced.name)}","row":'`);
  return db
    .select({
      version: sql<number>`"wire"."version"`.mapWith(Number).as('version'),
      change: sql<string>`${prefix} || row_to_json("wire")::text || '}'`.as('change'),
    })
    .from(wire);
}

function prepareFeed(db: Db, entities: readonly ServerEntity[]) {
  const [first, second, ...rest] = entities.map((entity) => changedBranch(db, entity));
  if (!first) throw new Error('no synced entity');
  const query = second
    ? unionAll(first, second, ...rest)
        .orderBy(asc(sql.identifier('version')))
        .limit(sql.placeholder('limit'))
    : first;
  // node-postgres parses it once per pooled connection; PGlite ignores the name.
  return query.prepare('mindoffice_changes_page');
}
