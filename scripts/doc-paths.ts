// Docs that name files must name files that exist: every path written in backticks in the README,
// docs/ and the folders' READMEs must be a file or folder of the repository, from its root, the doc's
// own folder, or as the end of some path (docs say `sync/pull.ts` as often as `src/local/sync/pull.ts`).
// What the app creates at run time (`./data`, `dist/`) and package names (`@scope/name`) are not paths
// of the repository. Part of `npm test`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SKIP_FOLDERS = new Set(['node_modules', 'dist', '.git', '.tmp', 'data']);
/** Made at run time or by a command, or not a path at all (a package, an environment variable, a zip's insides). */
const NOT_IN_REPOSITORY = /^(?:@|\.[a-z]|\.\/data|data\/|dist\/|node_modules\/|\.tmp\/|[A-Z_]+\/|word\/)/;
/** A backticked token that is a path: folders and a file name with an extension, nothing generic. */
const PATH_LIKE =
  /^(?:\.{1,2}\/|[\w@.-]+\/)[\w@./-]*[\w-](?:\.\w+)?\/?$|^[\w.-]+\.(?:ts|tsx|md|sql|json|cjs|css)$/;
const BACKTICKED = /`([^`\n]+)`/g;
/** Tokens with placeholders or patterns name no single file. */
const NOT_ONE_PATH = /[*<>{}$[\]…]|\s/;

function* repositoryPaths(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP_FOLDERS.has(name)) continue;
    const path = join(dir, name);
    yield path;
    if (statSync(path).isDirectory()) yield* repositoryPaths(path);
  }
}

function exists(root: string, doc: string, token: string, everyPath: readonly string[]): boolean {
  const path = token.replace(/[:#].*$/, '').replace(/\/$/, '');
  if ([root, dirname(doc)].some((base) => existsSync(join(base, path)))) return true;
  return everyPath.some((known) => known === path || known.endsWith(`/${path}`));
}

/** `doc: path` for every path a doc names that is nowhere to be found. */
export function missingDocPaths(root: string): string[] {
  const everyPath = [...repositoryPaths(root)].map((path) => relative(root, path));
  const missing: string[] = [];
  for (const doc of everyPath.filter((path) => path.endsWith('.md')).map((path) => join(root, path))) {
    const text = readFileSync(doc, 'utf8');
    for (const [, token = ''] of text.matchAll(BACKTICKED)) {
      if (NOT_ONE_PATH.test(token) || !PATH_LIKE.test(token) || NOT_IN_REPOSITORY.test(token)) continue;
      if (!exists(root, doc, token, everyPath)) missing.push(`${relative(root, doc)}: ${token}`);
    }
  }
  return missing;
}
