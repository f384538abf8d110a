import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenSections } from './i18n.ts';
import uk from './uk.json';

const src = path.resolve(import.meta.dirname, '..');
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('texts.ts'),
);
// a feature's texts modules: `texts.ts`, or one screen's `catalog-texts.ts`
const textsModules = sourceFiles.length
  ? readdirSync(path.join(src, 'features'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      /(?:^|[/-])texts\.ts$/.test(f),
    )
  : [];

/** What a module takes of uk.json (build/text-sections.ts): a section, or one part of it, either maybe only the keys starting so. */
interface Spec {
  section: string;
  part?: string;
  prefixes?: string[];
}
const parseSpec = (spec: string): Spec => {
  const [name = '', prefixes] = spec.split('@');
  const [section = '', part] = name.split(/\.(.*)/s);
  return { section, part, prefixes: prefixes?.split('|') };
};
// read, not run (the sections arrive through a build plugin): `virtual:uk-texts/a,b.c@d` names them
const specsIn = (file: string): Spec[] =>
  (/from 'virtual:uk-texts\/([^']*)'/.exec(readFileSync(file, 'utf8'))?.[1]?.split(',') ?? []).map(parseSpec);
const features = textsModules.map((f) => ({
  file: path.join('features', f),
  specs: specsIn(path.join(src, 'features', f)),
}));
const shellSections = specsIn(path.join(src, 'i18n/full-ukrainian.ts')).map((s) => s.section);
const featureSections = new Set(features.flatMap((f) => f.specs.map((s) => s.section)));
const sectionOf = (section: string) => (uk as Record<string, Record<string, unknown>>)[section] ?? {};

/** Whether a module with this spec carries the key at `keys` (a section's key, then its part's). */
function covers(spec: Spec, section: string, keys: readonly string[]): boolean {
  const [first, second] = keys;
  const starts = (key: string | undefined) =>
    spec.prefixes === undefined || (key !== undefined && spec.prefixes.some((prefix) => key.startsWith(prefix)));
  if (spec.section !== section || first === undefined) return false;
  return spec.part === undefined ? starts(first) : first === spec.part && starts(second);
}

/** The keys of a feature's sections the code reads (`'products.card.title'`, not the scope `'products.show'`). */
function keysRead(code: string): { section: string; keys: string[] }[] {
  return [...featureSections].flatMap((section) =>
    [...code.matchAll(new RegExp(`['"\`]${section}\\.([a-zA-Z][\\w.]*)`, 'g'))]
      .map((m) => ({ section, keys: (m[1] ?? '').split('.').filter(Boolean) }))
      .filter(({ keys }) => {
        const own = sectionOf(section);
        return keys[0] !== undefined && (keys[0] in own || `${keys[0]}_one` in own);
      }),
  );
}

describe('Ukrainian texts split by who reads them', () => {
  it('put every section of uk.json in the entry, the shell or a feature', () => {
    const placed = new Set([...firstScreenSections, ...shellSections, ...featureSections]);
    expect(Object.keys(uk).filter((section) => !placed.has(section))).toEqual([]);
    // a section of the shell is never fetched again with a feature
    const shell = new Set([...firstScreenSections, ...shellSections]);
    expect([...featureSections].filter((s) => shell.has(s))).toEqual([]);
  });

  it('carry every key of a section features split among their modules', () => {
    const specs = features.flatMap((f) => f.specs);
    const left: string[] = [];
    for (const section of featureSections)
      for (const [key, value] of Object.entries(sectionOf(section))) {
        const paths = value && typeof value === 'object' ? Object.keys(value).map((sub) => [key, sub]) : [[key]];
        for (const keys of paths)
          if (!specs.some((spec) => covers(spec, section, keys))) left.push(`${section}.${keys.join('.')}`);
      }
    expect(left).toEqual([]);
  });

  it('are imported by every file that reads a feature’s section, so they are there at its first render', () => {
    const missing: string[] = [];
    for (const file of sourceFiles) {
      const code = readFileSync(path.join(src, file), 'utf8');
      const importing = (texts: string) => {
        const rel = path.relative(path.dirname(path.join(src, file)), path.join(src, texts));
        return code.includes(`import '${rel.startsWith('.') ? rel : `./${rel}`}';`);
      };
      for (const { section, keys } of keysRead(code)) {
        // any module that carries the key will do
        const carriers = features.filter((f) => f.specs.some((spec) => covers(spec, section, keys)));
        if (carriers.length > 0 && !carriers.some((c) => importing(c.file)))
          missing.push(`${file}: ${section}.${keys.join('.')} (${carriers.map((c) => c.file).join(' or ')})`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
