// `npm run build -w @kramar/server`: the server as plain JavaScript, so production runs no
// TypeScript loader: apps/server/dist/main.js (+ source map) and the SQL migrations beside it.
// `--outdir DIR` builds elsewhere (the build test). Run it with `node --enable-source-maps`.
// It also writes the API's OpenAPI document, dist/openapi.json, for generating clients.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');
const resourcesDir = path.join(root, 'packages/contract/src/resources');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(root, 'apps/server/dist'));

// npm packages stay in node_modules (sharp is native, PGlite loads its WASM beside itself);
// the workspace's own TypeScript packages have no built form and go into the bundle
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kramar/') ? undefined : { path: args.path, external: true },
    );
  },
};

// from the sources the server lists the resources folder at run time; built, it imports each
// declaration statically, listed here by the same rule as isResourceFile in resource-modules.ts
const staticResources = {
  name: 'static-resources',
  setup(b) {
    b.onLoad({ filter: /[\\/]crud[\\/]resource-modules\.ts$/ }, () => {
      const files = readdirSync(resourcesDir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
        .sort();
      const imports = files.map((f, i) => `import * as m${i} from ${JSON.stringify(`./${f}`)};`);
      const list = files.map((_, i) => `m${i}`).join(', ');
      return {
        contents: `${imports.join('\n')}\nexport async function resourceModules() { return [${list}]; }\n`,
        loader: 'js',
        resolveDir: resourcesDir,
        watchFiles: files.map((f) => path.join(resourcesDir, f)),
        watchDirs: [resourcesDir],
      };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverSrc, 'main.ts'), path.join(serverSrc, 'openapi.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // fastify and pino show function names (plugins, hooks) in errors and logs
  keepNames: true,
  logLevel: 'warning',
  plugins: [externalPackages, staticResources],
});
// db/client.ts reads `migrations` beside itself: beside main.js once bundled
cpSync(path.join(serverSrc, 'db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
execFileSync(process.execPath, [path.join(outdir, 'openapi.js'), path.join(outdir, 'openapi.json')], {
  stdio: 'inherit',
});
