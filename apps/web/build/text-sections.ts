import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const prefix = 'virtual:uk-texts/';
const ukFile = path.resolve(import.meta.dirname, '../src/i18n/uk.json');

/**
 * `import texts from 'virtual:uk-texts/migration,profile'`: those sections of uk.json as a module
 * of their own. A chunk then carries only the texts its code reads; named imports of uk.json itself
 * cannot do that, since one module lands whole in one chunk once two chunks import parts of it.
 */
export function textSections(): Plugin {
  return {
    name: 'kramar-text-sections',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      this.addWatchFile(ukFile);
      const uk = JSON.parse(readFileSync(ukFile, 'utf8')) as Record<string, unknown>;
      const names = id.slice(prefix.length + 1).split(',');
      const missing = names.filter((name) => !(name in uk));
      if (missing.length) this.error(`uk.json has no section ${missing.join(', ')}`);
      const texts = Object.fromEntries(names.map((name) => [name, uk[name]]));
      // JSON.parse of a string literal is faster to start than the same object literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
