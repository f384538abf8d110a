import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenSections } from './i18n.ts';
import uk from './uk.json';

const src = path.resolve(import.meta.dirname, '..');
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('texts.ts'),
);
const textsModules = sourceFiles.length
  ? readdirSync(path.join(src, 'features'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('/texts.ts'),
    )
  : [];
// read, not run (the sections arrive through a build plugin): `virtual:uk-texts/a,b` names them
const sectionsIn = (file: string): string[] =>
  /from 'virtual:uk-texts\/([^']*)'/.exec(readFileSync(file, 'utf8'))?.[1]?.split(',') ?? [];
const features = textsModules.map((f) => ({
  file: path.join('features', f),
  sections: sectionsIn(path.join(src, 'features', f)),
}));
const shellSections = sectionsIn(path.join(src, 'i18n/full-ukrainian.ts'));

/** Whether the code reads a key of the section (`'products.card.title'`, not the scope `'products.show'`). */
function readsSection(code: string, section: string): boolean {
  const own = (uk as Record<string, Record<string, unknown>>)[section] ?? {};
  return [...code.matchAll(new RegExp(`['"\`]${section}\\.([a-zA-Z]\\w*)`, 'g'))].some((m) => (m[1] ?? '') in own);
}

describe('Ukrainian texts split by who reads them', () => {
  it('put every section of uk.json in the entry, the shell or a feature', () => {
    const placed = new Set([...firstScreenSections, ...shellSections, ...features.flatMap((f) => f.sections)]);
    expect(Object.keys(uk).filter((section) => !placed.has(section))).toEqual([]);
    // a section of the shell is never fetched again with a feature
    const shell = new Set([...firstScreenSections, ...shellSections]);
    expect(features.flatMap((f) => f.sections).filter((s) => shell.has(s))).toEqual([]);
  });

  it('are imported by every file that reads a feature’s section, so they are there at its first render', () => {
    const missing: string[] = [];
    for (const file of sourceFiles) {
      const code = readFileSync(path.join(src, file), 'utf8');
      for (const { file: texts, sections } of features) {
        if (!sections.some((s) => readsSection(code, s))) continue;
        const own = path.relative(path.dirname(path.join(src, file)), path.join(src, texts));
        const spec = own.startsWith('.') ? own : `./${own}`;
        // the other feature that also carries the section may be the one imported
        const carriers = features.filter((f) => f.sections.some((s) => sections.includes(s) && readsSection(code, s)));
        const imported = carriers.some((c) => {
          const rel = path.relative(path.dirname(path.join(src, file)), path.join(src, c.file));
          return code.includes(`import '${rel.startsWith('.') ? rel : `./${rel}`}';`);
        });
        if (!imported) missing.push(`${file} (${spec})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
