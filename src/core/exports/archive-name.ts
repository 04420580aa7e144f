/** Names inside an export's ZIP (a patient's, made on the device; a practice's, made on the server). */
import { cleanFileName } from '../validation/plain-text.ts';

/** A document's path in the archive: numbered, safe in any archive and file system, its extension kept. */
export function archiveFileName(index: number, name: string): string {
  const safe = cleanFileName(name)
    .replace(/[\\/:*?"<>|]/g, '_')
    .slice(-120);
  return `files/${String(index + 1).padStart(3, '0')}-${safe}`;
}
