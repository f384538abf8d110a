import { describe, expect, it } from 'vitest';
import { failedRowsCsv, rowMessages } from './failed-rows.ts';

const label = (field: string) => ({ from_path: 'Стара адреса', target: 'Нова адреса' })[field] ?? field;

describe('rowMessages', () => {
  it('labels field messages and leaves whole-row messages bare', () => {
    expect(rowMessages({ target: ['Петля.', 'Задовго.'], _: ['Зайві значення.'] }, label)).toEqual([
      'Нова адреса: Петля.',
      'Нова адреса: Задовго.',
      'Зайві значення.',
    ]);
    expect(rowMessages(undefined, label)).toEqual([]);
  });
});

describe('failedRowsCsv', () => {
  it('lists only failed rows, quoting what needs it, with a BOM', () => {
    const csv = failedRowsCsv(
      [
        { row: 2, from_path: '/ok', status: 'created' },
        { row: 3, from_path: '/a;b', status: 'failed', errors: { from_path: ['Має бути "шлях".'] } },
      ],
      label,
    );
    expect(csv).toBe('\uFEFFrow;from_path;errors\r\n3;"/a;b";"Стара адреса: Має бути ""шлях""."\r\n');
  });

  it('keeps a cell that starts like a formula as text', () => {
    const csv = failedRowsCsv(
      [{ row: 4, from_path: '=HYPERLINK("http://evil","x")', status: 'failed', errors: { _: ['@SUM(1)'] } }],
      label,
    );
    // neutralised and quoted, as every CSV the product writes (csvText)
    expect(csv).toBe('\uFEFFrow;from_path;errors\r\n4;"\'=HYPERLINK(""http://evil"",""x"")";"\'@SUM(1)"\r\n');
  });
});
