/**
 * A specialist's whole practice as one ZIP (GDPR Art. 15 and 20): every live row of every synced
 * entity as its entity defines it (`practice.json`, machine-readable), the account's own details, and
 * the bytes of every file the account holds (photo, diplomas, chat documents). Made on the server, the
 * complete copy whatever a device holds. Streamed: files are read one chunk at a time and the archive
 * is written as the client takes it, so memory stays flat whatever the practice weighs; the JSON
 * comes last, listing each file's path in the archive (null when its bytes are gone from the store).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { archiveFileName } from '#core/exports/archive-name';
import type { Db } from '../db/client.ts';
import { uploadedFiles, users } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { cleanName } from '../files/upload-answers.ts';
import type { ServerEntity, SyncedRecord } from '../sync/entity-definition.ts';

export type ExportedFile = {
  fileId: string;
  kind: string;
  name: string;
  type: string;
  size: number;
  /** Its path in the archive, or null when the store no longer has its bytes. */
  path: string | null;
};

export type PracticeExport = {
  format: 'mindoffice.practice-export';
  version: 1;
  exportedAt: string;
  account: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    language: string;
    createdAt: string;
  };
  /** Entity name → its live rows: `id` and the entity's fields, as the app syncs them. */
  entities: Record<string, ({ id: string } & Record<string, unknown>)[]>;
  files: ExportedFile[];
};

type ExportDeps = { db: Db; store: FileStore; entities: readonly ServerEntity[] };

/** The archive's bytes, produced as they are read; undefined when the account does not exist. */
export async function practiceArchive(
  deps: ExportDeps,
  ownerId: string,
  now: Date,
): Promise<ReadableStream<Uint8Array> | undefined> {
  const [account] = await deps.db.select().from(users).where(eq(users.id, ownerId));
  if (!account) return undefined;
  const chunks = archiveChunks(deps, account, now);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

async function* archiveChunks(
  deps: ExportDeps,
  account: typeof users.$inferSelect,
  now: Date,
): AsyncGenerator<Uint8Array> {
  const written: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else written.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (written.length > 0) yield written.shift() as Uint8Array;
  }

  const stored = await deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, account.id));
  const files: ExportedFile[] = [];
  for (const file of stored) {
    const name = cleanName(file.originalName);
    const bytes = await deps.store.read(file.storageName);
    const path = bytes ? archiveFileName(files.length, name) : null;
    files.push({ fileId: file.id, kind: file.kind, name, type: file.mimeType, size: file.sizeBytes, path });
    if (!bytes || !path) continue;
    // Documents and pictures are compressed already: stored as they are.
    const entry = new ZipPassThrough(path);
    zip.add(entry);
    for await (const chunk of bytes) {
      entry.push(chunk);
      yield* drain();
    }
    entry.push(new Uint8Array(), true);
    yield* drain();
  }

  const data: PracticeExport = {
    format: 'mindoffice.practice-export',
    version: 1,
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      language: account.language,
      createdAt: account.createdAt.toISOString(),
    },
    entities: await liveRows(deps, account.id),
    files,
  };
  const json = new ZipDeflate('practice.json', { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
  zip.end();
  yield* drain();
}

async function liveRows(deps: ExportDeps, ownerId: string): Promise<PracticeExport['entities']> {
  const entities: PracticeExport['entities'] = {};
  for (const entity of deps.entities) {
    const { table } = entity;
    const records = (await deps.db
      .select()
      .from(table)
      .where(and(eq(table.ownerId, ownerId), isNull(table.deletedAt)))
      .orderBy(table.version)) as SyncedRecord[];
    entities[entity.synced.name] = records.map((record) => ({ id: record.id, ...entity.fieldsOf(record) }));
  }
  return entities;
}
