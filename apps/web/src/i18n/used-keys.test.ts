import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import uk from './uk.json';

const src = path.resolve(import.meta.dirname, '..');
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
);

/** Every key the code names literally: `t('a.b')`, `t("a.b", …)`, `i18n.t('a.b')`. */
const usedKeys = sourceFiles.flatMap((file) =>
  [...readFileSync(path.join(src, file), 'utf8').matchAll(/\bt\(\s*['"]([a-zA-Z]\w*(?:\.[\w-]+)+)['"]/g)].map((m) => ({
    file,
    key: m[1] ?? '',
  })),
);

/** The key's text, or its plural forms' (`_one`, `_other`): what i18next would find (a route's name keeps its dot). */
function has(texts: unknown, key: string): boolean {
  if (!texts || typeof texts !== 'object') return false;
  const node = texts as Record<string, unknown>;
  if ([key, `${key}_one`, `${key}_other`].some((k) => typeof node[k] === 'string')) return true;
  const dots = [...key.matchAll(/\./g)].map((m) => m.index);
  return dots.some((at) => has(node[key.slice(0, at)], key.slice(at + 1)));
}

// a key the texts lack reaches the screen as itself (issue 27: «common.notSelected» in a product's select)
describe('texts the code names', () => {
  it('are all in uk.json and en.json', () => {
    expect(usedKeys.length).toBeGreaterThan(500);
    expect(usedKeys.filter(({ key }) => !has(uk, key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
    expect(usedKeys.filter(({ key }) => !has(en, key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('name every field in Ukrainian (no «Slug», «Meta title» on a Ukrainian screen)', () => {
    const english: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node === 'string') {
        // "E-mail" is how Ukrainian screens write it
        if (!/[А-Яа-яІіЇїЄєҐґ]/.test(node) && node !== 'E-mail') english.push(`${at}: ${node}`);
      } else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`);
      }
    };
    for (const [name, texts] of Object.entries(uk.resources as Record<string, Record<string, unknown>>)) {
      walk(texts.fields, `${name}.fields`);
      walk(texts.subfields, `${name}.subfields`);
    }
    expect(english).toEqual([]);
  });

  // MUI's pager names its buttons «Go to page 2» unless told otherwise: the moderation queue's did
  it('leave no pager in English: every one is the shared ListPager', () => {
    const own = 'components/list-pager.tsx';
    const raw = sourceFiles.filter(
      (f) =>
        f !== own &&
        /from '@mui\/material\/Pagination'|\bPagination\b[^'\n]*from '@mui\/material'/.test(
          readFileSync(path.join(src, f), 'utf8'),
        ),
    );
    expect(raw).toEqual([]);
  });
});
