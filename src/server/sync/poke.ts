/**
 * Tells an owner's open clients that their data changed: on PostgreSQL a NOTIFY sent inside the write
 * transaction (delivered by the database on commit to every API process, see poke-relay.ts); on PGlite
 * (one process) straight to the hub after commit. Invariant: no poke is sent for a rolled-back write.
 */
import { sql } from 'drizzle-orm';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import type { DbKind } from '../db/client.ts';
import type { Hub } from '../realtime/hub.ts';
import type { Tx } from './owner-transaction.ts';

export const POKE_CHANNEL = 'mindoffice_sync';

export type PokeDeps = { dbKind: DbKind; hub: Hub };

/** Inside the transaction: queue the cross-process notification (sent by PostgreSQL at commit). */
export async function notifyInTransaction(deps: PokeDeps, tx: Tx, ownerId: string): Promise<void> {
  if (deps.dbKind === 'postgres') await tx.execute(sql`select pg_notify(${POKE_CHANNEL}, ${ownerId})`);
}

/** After commit: with PGlite nothing crosses processes, so this process pokes its own sockets. */
export function pokeAfterCommit(deps: PokeDeps, ownerId: string): void {
  if (deps.dbKind === 'pglite') pokeLocal(deps.hub, ownerId);
}

export function pokeLocal(hub: Hub, ownerId: string): void {
  hub.send(ownerId, { type: SYNC_POKE_TYPE });
}
