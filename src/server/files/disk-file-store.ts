/**
 * The embedded file store: one directory on this node's disk (DATA_DIR/uploads). An upload is staged
 * as `<random>.part` in the same directory, so committing it is an atomic rename.
 */
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type FileStore, isStorageName, randomStorageName } from './file-store.ts';
import { stageFile } from './staged-file.ts';

// fs rejects with an ErrnoException; anything else simply has no `code`.
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export async function createDiskFileStore(dir: string): Promise<FileStore> {
  await mkdir(dir, { recursive: true });
  const pathOf = (name: string) => path.join(dir, name);
  return {
    kind: 'disk',
    async begin() {
      const staged = await stageFile(pathOf(`${randomStorageName()}.part`));
      return {
        ...staged,
        async commit() {
          await staged.close();
          const name = randomStorageName();
          await rename(staged.path, pathOf(name));
          return name;
        },
      };
    },
    async read(storageName) {
      if (!isStorageName(storageName)) return undefined;
      try {
        const handle = await open(pathOf(storageName));
        // Readable.toWeb yields Uint8Array chunks; the cast only narrows the chunk type it declares.
        return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(storageName) {
      if (isStorageName(storageName)) await rm(pathOf(storageName), { force: true });
    },
    async *list() {
      for (const name of await readdir(dir)) {
        if (!isStorageName(name)) continue;
        try {
          yield { storageName: name, storedAt: (await stat(pathOf(name))).mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
    check: () => access(dir, constants.W_OK),
    close: async () => undefined,
  };
}
