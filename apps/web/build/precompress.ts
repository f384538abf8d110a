import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text formats only: images and fonts are compressed already.
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside every built text file, even
 * the tiniest, so the server can count on both and compresses nothing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kramar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        jobs.push(
          readFile(file).then(async (body) => {
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gz(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
