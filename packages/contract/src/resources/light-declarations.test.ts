/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every staff screen loads every resource declaration (the web's crud/registry.ts), so what they
// import must stay light: a schema module brings zod (24 kB gzipped) to a list that validates nothing.
const folder = new URL('./', import.meta.url);
const declarations = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const schemaModules = /\/(zod|resource-schema|zod-messages)\.ts$/;

/** The contract's modules a module imports, followed to the end, as URLs. */
function importsOf(start: URL): Set<string> {
  const seen = new Set<string>();
  const walk = (url: URL) => {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    const source = readFileSync(url, 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
      if (spec === 'zod') seen.add('zod');
      else if (spec?.startsWith('.')) walk(new URL(spec, url));
    }
  };
  walk(start);
  seen.delete(start.href);
  return seen;
}

describe('a resource declaration imports no schema', () => {
  for (const file of declarations) {
    it(file, () => {
      const heavy = [...importsOf(new URL(file, folder))].filter((m) => m === 'zod' || schemaModules.test(m));
      expect(heavy).toEqual([]);
    });
  }
});
