import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from './csv.ts';

describe('detectSeparator', () => {
  it('takes the separator the header line uses, ignoring quoted text and later lines', () => {
    expect(detectSeparator('from_path;target;code\n/a,b;/c;301')).toBe(';');
    expect(detectSeparator('from_path,target\n/a;b;c;d,/c')).toBe(',');
    expect(detectSeparator('"a;b;c",target')).toBe(',');
    expect(detectSeparator('from_path')).toBe(',');
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\nlines"\r\nx,y', ',')).toEqual([
      { row: 1, cells: ['a', 'b,c', 'say "hi"', 'two\nlines'] },
      { row: 2, cells: ['x', 'y'] },
    ]);
  });

  it('skips blank lines and lines of bare separators but keeps counting rows', () => {
    expect(parseCsv('h1;h2\n\n;\n\r\nv1;v2\n', ';')).toEqual([
      { row: 1, cells: ['h1', 'h2'] },
      { row: 5, cells: ['v1', 'v2'] },
    ]);
  });

  it('keeps empty cells and a last line without a line break', () => {
    expect(parseCsv('a,,c\n"",b', ',')).toEqual([
      { row: 1, cells: ['a', '', 'c'] },
      { row: 2, cells: ['', 'b'] },
    ]);
  });
});
