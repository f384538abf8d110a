import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const prefix = 'virtual:uk-texts/';
const ukFile = path.resolve(import.meta.dirname, '../src/i18n/uk.json');

/**
 * `import texts from 'virtual:uk-texts/migration,profile,resources.orders'`: those sections (or one
 * part of a section, or the keys starting so: `routes@Dealers.|Login`) of uk.json as a module
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
      // `resources.orders`: one part of a section, under the section's name; `routes@Dealers.|Login`:
      // the keys of a section (or a part) that start so
      const texts: Record<string, unknown> = {};
      for (const spec of names) {
        const [name = '', prefixes] = spec.split('@');
        const [section = '', part] = name.split(/\.(.*)/s);
        const found = uk[section] as Record<string, unknown> | undefined;
        if (found === undefined || (part !== undefined && !(part in found)))
          this.error(`uk.json has no section ${name}`);
        const picked = (value: unknown) =>
          prefixes === undefined
            ? value
            : Object.fromEntries(
                Object.entries(value as Record<string, unknown>).filter(([key]) =>
                  prefixes.split('|').some((prefix) => key.startsWith(prefix)),
                ),
              );
        if (part === undefined) texts[section] = picked(found);
        else texts[section] = { ...(texts[section] as object | undefined), [part]: picked(found?.[part]) };
      }
      // JSON.parse of a string literal is faster to start than the same object literal
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
