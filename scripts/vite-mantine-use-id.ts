// Mantine's useId (@mantine/hooks 9) swaps React's id for a random one in a layout effect after mount:
// on a hydrated page every input, select and popover re-renders synchronously right after hydration
// (about a hundred milliseconds of the sign-up page's blocking time on a phone), and each label's
// `for` changes under the user's feet. React's useId is already unique per root and the same in the
// build's prerender and in the browser, so the id stays the one React gives.
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function mantineStableIdPlugin(): Plugin {
  return {
    name: 'mindoffice:mantine-stable-id',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
