// The app's routes as the router knows them: read from the generated route tree, so a route added to
// src/app/routes appears here without anyone remembering to list it.
import { readFileSync } from 'node:fs';

const ROUTE_TREE = new URL('../../../../src/app/routeTree.gen.ts', import.meta.url);

/** Every full path of the route tree (`/patients`, `/patient-profile/$id`, `/sign-in/{-$id}`…). */
export function routesOfTree(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const union = source.match(/fullPaths:\s*((?:\s*\|\s*'[^']*')+)/);
  if (!union?.[1]) throw new Error('no fullPaths union in routeTree.gen.ts: has the router plugin changed?');
  return [...union[1].matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
}
