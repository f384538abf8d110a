import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Interface text in one typographic style: the apostrophe inside a word is ’, never the typewriter '.
 * The i18n files are all interface text; in code only Ukrainian words count (English comments keep ').
 */
const inAnyWord = /\p{L}'\p{L}/u;
const inUkrainianWord = /\p{Script=Cyrillic}'\p{Script=Cyrillic}/u;

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => ending.test(f) && !f.includes('node_modules') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
}

const sources = [
  ...filesUnder(path.join(root, 'apps/web/src/i18n'), /\.json$/),
  // messages the server sends and the contract shares with the web form
  ...filesUnder(path.join(root, 'packages/contract/src'), /\.ts$/),
  ...filesUnder(path.join(root, 'apps/server/src'), /messages\.ts$/),
];

describe('apostrophes', () => {
  it.each(sources.map((f) => [path.relative(root, f), f]))('%s uses ’ inside words', (_, file) => {
    const pattern = file.endsWith('.json') ? inAnyWord : inUkrainianWord;
    const offending = readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => [i + 1, line] as const)
      .filter(([, line]) => pattern.test(line));
    expect(offending).toEqual([]);
  });
});
