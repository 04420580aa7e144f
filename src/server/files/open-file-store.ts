/** Opens the file store a configuration names (files-config.ts). */
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import type { FilesConfig } from './files-config.ts';

export async function openFileStore(config: FilesConfig): Promise<FileStore> {
  if (config.kind === 'disk') return createDiskFileStore(config.dir);
  // The AWS SDK loads only on nodes configured for it: the embedded default starts without it.
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(config);
}
