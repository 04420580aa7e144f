/** Whether an uploaded file is the user's own, of the kind a field expects (a photo for the photo). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadedFiles } from '../db/schema.ts';
import type { Tx } from '../sync/owner-transaction.ts';

export async function ownsFile(db: Db | Tx, userId: string, fileId: string, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, userId), eq(uploadedFiles.kind, kind)));
  return row !== undefined;
}
