/**
 * The reading page's data. Anyone reads a published article with a plain request (the page stays
 * light: no local database, no HTTP client); only when the server says "not found" and this device
 * holds a session is the request made again as that user, so an author can read their own draft.
 * Offline, the service worker answers with the copy it kept when the article was last read.
 */
import { type PublicArticle, publicArticlePath } from '#core/articles/public-article';

export type PublicArticleAnswer =
  | { status: 'ok'; article: PublicArticle }
  | { status: 'not-found' }
  | { status: 'unreachable' };

async function asAnswer(response: Response): Promise<PublicArticleAnswer> {
  if (response.ok) {
    const body = (await response.json()) as { data?: PublicArticle };
    return body.data ? { status: 'ok', article: body.data } : { status: 'not-found' };
  }
  return response.status === 404 ? { status: 'not-found' } : { status: 'unreachable' };
}

/** A GET as this device's signed-in user (a token refreshed once when it expired); undefined signed out. */
async function getAsAuthor(path: string): Promise<Response | undefined> {
  const { readSession } = await import('../token-store.ts');
  const token = (await readSession())?.token;
  if (!token) return undefined;
  const attempt = (bearer: string) => fetch(path, { headers: { authorization: `Bearer ${bearer}` } });
  const response = await attempt(token);
  if (response.status !== 401) return response;
  const { refreshAfterUnauthorized } = await import('../token-refresh.ts');
  return attempt(await refreshAfterUnauthorized(token));
}

export async function fetchPublicArticle(id: string): Promise<PublicArticleAnswer> {
  try {
    const answer = await asAnswer(await fetch(publicArticlePath(id)));
    if (answer.status !== 'not-found') return answer;
    const asAuthor = await getAsAuthor(publicArticlePath(id)).catch(() => undefined);
    return asAuthor ? asAnswer(asAuthor) : answer;
  } catch {
    return { status: 'unreachable' };
  }
}

/**
 * An image of an article only its author may see yet (a draft's banner, their photo beside it): an
 * `<img>` sends no token, so the bytes are fetched with it. Undefined when refused or offline.
 */
export async function authorOnlyImage(path: string): Promise<Blob | undefined> {
  try {
    const response = await getAsAuthor(path);
    return response?.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}
