import { once } from 'node:events';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { type BombPart, inlineRow, sharedRow, workbookParts, writeZip } from './bomb-kit.ts';

let t: TestApp;
let owner: string;
const dir = mkdtempSync(path.join(tmpdir(), 'kramar-bombs-'));
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
let made = 0;

/** Sends a file from disk (streamed, not held by the test) and samples the process's RSS meanwhile. */
async function upload(file: string, filename: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), filename);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const res = await call<{ data?: { columns: string[] }; errors?: Record<string, string[]> }>(
      t.url,
      'POST',
      '/api/products/import',
      { token: owner, form },
    );
    peak = Math.max(peak, process.memoryUsage().rss);
    return { ...res, grewMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

async function xlsx(parts: BombPart[]): Promise<string> {
  const file = path.join(dir, `bomb-${++made}.xlsx`);
  await writeZip(file, parts);
  return file;
}

async function csvFile(lines: () => Iterable<string>): Promise<string> {
  const file = path.join(dir, `bomb-${++made}.csv`);
  const out = createWriteStream(file);
  let pending = '';
  for (const line of lines()) {
    pending += line;
    if (pending.length < 1 << 20) continue;
    if (!out.write(pending)) await once(out, 'drain');
    pending = '';
  }
  out.end(pending);
  await once(out, 'finish');
  return file;
}

/** `count` pieces of text, each `piece(i)`. */
function* repeat(count: number, piece: (i: number) => string): Iterable<string> {
  for (let i = 0; i < count; i++) yield piece(i);
}

/**
 * Text that does not compress away (a bomb of honest ratio must be refused for its size, not its
 * ratio): slices of one pseudo-random Cyrillic block, longer than deflate's 32 kB window.
 */
const noise = (() => {
  let s = '';
  let x = 2654435761;
  while (s.length < 1 << 16) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += String.fromCharCode(0x430 + (x >>> 27));
  }
  return s.repeat(2);
})();
const varied = (i: number, length: number): string => {
  let s = '';
  for (let at = (i * 7919) % (1 << 16); s.length < length; at = 0) s += noise.slice(at, at + length - s.length);
  return s;
};

const header = () => [sharedRow(1, [0])];
const sharedHeader = () => ['<si><t>sku</t></si>'];

describe('a spreadsheet bomb is refused with the limit it broke, in bounded memory', () => {
  it('a part that unpacks past the limit, as its zip directory says (260 MB of shared strings)', async () => {
    const unit = `<si><t>${'A'.repeat(1000)}</t></si>`;
    const file = await xlsx(workbookParts(header, () => repeat((260 * MB) / unit.length, () => unit)));
    const res = await upload(file, 'bomb.xlsx');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual([
      'Файл XLSX після розпакування займає понад 256 МБ: розділіть його на кілька файлів.',
    ]);
    expect(res.grewMb).toBeLessThan(100);
  });

  it('a part whose size lies: 100 MB claimed to be 5 MB is stopped once it inflates past 5 MB', async () => {
    const unit = `<si><t>${'A'.repeat(1000)}</t></si>`;
    const parts = workbookParts(header, () => repeat((100 * MB) / unit.length, () => unit), { shared: 5 * MB });
    const res = await upload(await xlsx(parts), 'liar.xlsx');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual(['Файл XLSX пошкоджений: його вміст більший, ніж записано в самому файлі.']);
    console.info(`lying bomb: RSS +${res.grewMb.toFixed(1)} MB`);
    expect(res.grewMb).toBeLessThan(100);
  });

  it('a part compressed past the ratio (20 MB of one repeated cell)', async () => {
    const cell = '<row><c t="s"><v>0</v></c></row>';
    const file = await xlsx(workbookParts(() => repeat((20 * MB) / cell.length, () => cell), sharedHeader));
    const res = await upload(file, 'ratio.xlsx');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual([
      'Файл XLSX стиснутий понад 100 разів: так стискаються лише пошкоджені або шкідливі файли. Збережіть його в Excel ще раз.',
    ]);
  });

  it('too many shared strings, and too many characters in them', async () => {
    const many = await xlsx(workbookParts(header, () => repeat(500_001, (i) => `<si><t>${i}</t></si>`)));
    const res = await upload(many, 'texts.xlsx');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual([
      'У файлі XLSX понад 500 000 різних текстових значень: розділіть його на кілька файлів.',
    ]);
    const long = await xlsx(workbookParts(header, () => repeat(700, (i) => `<si><t>${varied(i, 25_000)}</t></si>`)));
    const res2 = await upload(long, 'long-texts.xlsx');
    expect(res2.status).toBe(422);
    expect(res2.body.errors?.file).toEqual([
      'Текстові значення файлу XLSX разом довші за 16 000 000 символів: розділіть його на кілька файлів.',
    ]);
  });

  it('too many rows, too many columns, too long a cell', async () => {
    const rows = await xlsx(workbookParts(() => repeat(100_002, (i) => sharedRow(i + 1, [0])), sharedHeader));
    const res = await upload(rows, 'rows.xlsx');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual(['У файлі понад 100 000 рядків з даними: розділіть його на кілька файлів.']);

    const wide = await xlsx(
      workbookParts(
        () => [
          sharedRow(
            1,
            Array.from({ length: 201 }, () => 0),
          ),
        ],
        sharedHeader,
      ),
    );
    const res2 = await upload(wide, 'wide.xlsx');
    expect(res2.status).toBe(422);
    expect(res2.body.errors?.file).toEqual(['У файлі понад 200 колонок: залиште лише потрібні для імпорту.']);

    const cell = await xlsx(workbookParts(() => [inlineRow(1, ['sku']), inlineRow(2, [varied(1, 40_000)])]));
    const res3 = await upload(cell, 'cell.xlsx');
    expect(res3.status).toBe(422);
    expect(res3.body.errors?.file).toEqual(['Рядок 2: у клітинці понад 32 767 символів.']);
  });

  it('a workbook at its limits is read in bounded memory', async () => {
    // 499 000 texts of 32 Cyrillic letters (just under 16 M characters) and 100 000 rows of 5 cells
    const texts = () => repeat(499_000, (i) => `<si><t>${varied(i, 32)}</t></si>`);
    const sheet = () =>
      repeat(100_001, (i) =>
        sharedRow(
          i + 1,
          [0, 1, 2, 3, 4].map((c) => (i * 5 + c) % 499_000),
        ),
      );
    const res = await upload(await xlsx(workbookParts(sheet, texts)), 'full.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data?.columns).toHaveLength(5);
    console.info(`workbook at the limits: RSS +${res.grewMb.toFixed(1)} MB`);
    expect(res.grewMb).toBeLessThan(100);
  }, 60_000);
});

describe('a CSV bomb', () => {
  it('2.5 M rows (40 MB) are refused at the row past the limit, in bounded memory', async () => {
    const file = await csvFile(function* () {
      yield 'sku;name;price\r\n';
      yield* repeat(2_500_000, (i) => `S-${i};Tovar;1\r\n`);
    });
    const res = await upload(file, 'rows.csv');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual(['У файлі понад 100 000 рядків з даними: розділіть його на кілька файлів.']);
    console.info(`2.5 M-row CSV: RSS +${res.grewMb.toFixed(1)} MB`);
    expect(res.grewMb).toBeLessThan(100);
  });

  it('an unclosed quote reading on to the end, a long cell, too many columns', async () => {
    const open = await csvFile(() => ['sku;name\r\n', 'A;"', ...repeat(200_000, () => 'і без кінця;\r\n')]);
    const res = await upload(open, 'quote.csv');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual(['Рядок 2 довший за 1 000 000 символів.']);

    const cell = await csvFile(() => ['sku;name\r\n', `A;${varied(2, 40_000)}\r\n`]);
    const res2 = await upload(cell, 'cell.csv');
    expect(res2.body.errors?.file).toEqual(['Рядок 2: у клітинці понад 32 767 символів.']);

    const wide = await csvFile(() => [`${Array.from({ length: 201 }, (_, i) => `c${i}`).join(';')}\r\n`]);
    const res3 = await upload(wide, 'wide.csv');
    expect(res3.body.errors?.file).toEqual(['У файлі понад 200 колонок: залиште лише потрібні для імпорту.']);
  });
});
