// Show Document for the admin: the file endpoint wants the Bearer token. Local adapter: the HTTP
// client of src/local has no binary download yet; this reads the token the same way it does.
import { getSession } from '#local/current-session';
import { openBlobInNewTab } from '../../ui/open-blob.ts';

export async function openProtectedFile(url: string): Promise<void> {
  await openBlobInNewTab(async () => {
    const session = await getSession();
    const response = await fetch(url, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
    return response.ok ? await response.blob() : undefined;
  });
}
