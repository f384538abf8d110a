import { products } from '@kramar/contract/resources/products.ts';
import { describe, expect, it } from 'vitest';
import {
  applyWrites,
  changeSet,
  clipboardCells,
  emptyEdit,
  errorsOnCells,
  parseText,
  pastedWrites,
  toText,
  undo,
  withChanges,
} from './edit-state.ts';

const row = (id: number, price: number, quantity = 1) => ({
  id,
  price,
  quantity,
  created_at: '',
  updated_at: '',
});

describe('grid edit state', () => {
  it('keeps changes per cell, drops a value set back, and undoes step by step', () => {
    const [a, b] = [row(1, 100), row(2, 200)];
    let s = applyWrites(emptyEdit, [{ row: a, field: 'price', value: 150 }]);
    s = applyWrites(s, [
      { row: a, field: 'quantity', value: 4 },
      { row: b, field: 'quantity', value: 5 },
    ]);
    expect(changeSet(s.changes)).toEqual([
      { id: 1, values: { price: 150, quantity: 4 } },
      { id: 2, values: { quantity: 5 } },
    ]);
    expect(withChanges([a, b], s.changes).map((r) => r.quantity)).toEqual([4, 5]);
    s = undo(s);
    expect(changeSet(s.changes)).toEqual([{ id: 1, values: { price: 150 } }]);
    s = applyWrites(s, [{ row: a, field: 'price', value: 100 }]);
    expect(s.changes.size).toBe(0);
    s = undo(s);
    expect(changeSet(s.changes)).toEqual([{ id: 1, values: { price: 150 } }]);
  });

  it('sends with each row the version its cells were edited from, the oldest if the list was read again', () => {
    const first = { ...row(1, 100), updated_at: '2026-11-20T10:00:00.000Z' };
    const refetched = { ...first, updated_at: '2026-11-20T10:05:00.000Z' };
    let s = applyWrites(emptyEdit, [{ row: first, field: 'price', value: 150 }]);
    s = applyWrites(s, [{ row: refetched, field: 'quantity', value: 3 }]);
    expect(changeSet(s.changes)).toEqual([
      { id: 1, values: { price: 150, quantity: 3 }, updated_at: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('reads money in hryvnias with a comma, whole numbers for stock, options by code', () => {
    const f = products.fields;
    expect(parseText(f.price, '1 234,50')).toEqual({ ok: true, value: 123450 });
    expect(parseText(f.price, '99 грн')).toEqual({ ok: true, value: 9900 });
    expect(parseText(f.price, 'abc').ok).toBe(false);
    expect(parseText(f.quantity, '7')).toEqual({ ok: true, value: 7 });
    expect(parseText(f.quantity, '1,5').ok).toBe(false);
    expect(parseText(f.availability, 'to_order')).toEqual({ ok: true, value: 'to_order' });
    expect(toText(f.price, 123450)).toBe('1234,50');
  });

  it('splits a pasted block into lines and tab-separated cells', () => {
    expect(clipboardCells('1\r\n2\r\n3\r\n')).toEqual([['1'], ['2'], ['3']]);
    expect(clipboardCells('1\t2\n3\t4')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('puts the 422 of a change set back on its cells', () => {
    const sent = [
      { id: 7, values: { price: 1 } },
      { id: 9, values: { quantity: -1 } },
    ];
    const { cells, other } = errorsOnCells(sent, {
      'rows.1.quantity': ['Не менше 0.'],
      'rows.0.old_price': ['Стара ціна має бути вищою.'],
      rows: ['Загалом'],
    });
    expect(cells.get('9:quantity')).toEqual(['Не менше 0.']);
    expect(cells.get('7:price')).toEqual(['Стара ціна має бути вищою.']);
    expect(other).toEqual(['Загалом']);
  });

  it('fills the cells below and beside from a pasted block, naming what is no value', () => {
    const rows = [row(1, 100), row(2, 200), row(3, 300)];
    const fields = ['price', 'quantity', 'status'];
    const label = (_field: string, option: string) => (option === 'published' ? 'Опубліковано' : option);
    const { writes, bad } = pastedWrites(
      products,
      rows,
      fields,
      { row: 1, field: 'quantity' },
      '7\tопубліковано\nx\n9\n',
      label,
    );
    expect(writes.map((w) => [w.row.id, w.field, w.value])).toEqual([
      [2, 'quantity', 7],
      [2, 'status', 'published'],
    ]);
    expect(bad).toEqual(['3:quantity']);
  });
});
