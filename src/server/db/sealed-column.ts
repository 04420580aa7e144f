/**
 * A column whose value is stored sealed (../secrets/record-keyring.ts): Drizzle seals it on every write
 * and opens it on every read, so the entity code, the answers and the exports see the value; the
 * database, its dumps and its backups see `r1.…` text. The pull renders rows in SQL and opens these in
 * Node (src/server/sync/changes-feed.ts).
 */
import { customType } from 'drizzle-orm/pg-core';
import { openRecordText, sealRecordText } from '../secrets/record-keyring.ts';

/** JSON (a note's sections, a plan) sealed as text. */
export const sealedJson = <TData>(name: string) =>
  customType<{ data: TData; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => sealRecordText(JSON.stringify(value)),
    fromDriver: (value) => JSON.parse(openRecordText(value)) as TData,
  })(name);

/** Text (an addendum) sealed as text. */
export const sealedText = (name: string) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => sealRecordText(value),
    fromDriver: (value) => openRecordText(value),
  })(name);
