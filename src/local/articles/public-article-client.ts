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

/** As this device's signed-in user, if any (a token refreshed once when it expired). */
async function readAsAuthor(id: string): Promise<PublicArticleAnswer | undefined> {
  const { readSession } = await import('../token-store.ts');
  const token = (await readSession())?.token;
  if (!token) return undefined;
  const attempt = (bearer: string) =>
    fetch(publicArticlePath(id), { headers: { authorization: `Bearer ${bearer}` } });
  let response = await attempt(token);
  if (response.status === 401) {
    const { refreshAfterUnauthorized } = await import('../token-refresh.ts');
    response = await attempt(await refreshAfterUnauthorized(token));
  }
  return asAnswer(response);
}

export async function fetchPublicArticle(id: string): Promise<PublicArticleAnswer> {
  try {
    const answer = await asAnswer(await fetch(publicArticlePath(id)));
    if (answer.status !== 'not-found') return answer;
    return (await readAsAuthor(id).catch(() => undefined)) ?? answer;
  } catch {
    return { status: 'unreachable' };
  }
}
