/**
 * The key of one local row across tables (`patients:<id>`), as the outbox and pending-rows index store
 * it. Apart from the registry, so that a query can name a row without loading every entity's schema.
 */
export function rowKeyOf(table: string, id: string): string {
  return `${table}:${id}`;
}
