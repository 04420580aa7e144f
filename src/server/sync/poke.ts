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

/** The hub addresses to poke: the owner's, and those a write names besides (a chat's patient). */
export type PokeAddresses = string | readonly string[];

const asList = (addresses: PokeAddresses) => (typeof addresses === 'string' ? [addresses] : addresses);

/** Inside the transaction: queue the cross-process notifications (sent by PostgreSQL at commit). */
export async function notifyInTransaction(deps: PokeDeps, tx: Tx, addresses: PokeAddresses): Promise<void> {
  if (deps.dbKind !== 'postgres') return;
  for (const address of new Set(asList(addresses))) {
    await tx.execute(sql`select pg_notify(${POKE_CHANNEL}, ${address})`);
  }
}

/** After commit: with PGlite nothing crosses processes, so this process pokes its own sockets. */
export function pokeAfterCommit(deps: PokeDeps, addresses: PokeAddresses): void {
  if (deps.dbKind !== 'pglite') return;
  for (const address of new Set(asList(addresses))) pokeLocal(deps.hub, address);
}

export function pokeLocal(hub: Hub, address: string): void {
  hub.send(address, { type: SYNC_POKE_TYPE });
}
