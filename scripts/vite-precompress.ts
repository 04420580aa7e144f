// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, once all
// other plugins are done (the service worker included), so the server sends bytes it never compresses
// per request. Invariant: the originals stay untouched; precache lists keep naming the originals.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed copy saves less than the headers it adds.
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // A dot directory (.ssr, the server's renderer) is never served: nothing to compress.
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every text file under `dir`; returns how many files got copies. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mindoffice:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // Sequential and last: vite-plugin-pwa writes sw.js in its own closeBundle, which must come first.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (config.build.ssr) return;
        precompressDirectory(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
