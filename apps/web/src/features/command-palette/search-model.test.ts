import { describe, expect, it } from 'vitest';
import { type PaletteItem, rankItems, scoreItem } from './search-model.ts';

const item = (label: string, terms: string[] = [label], weakTerms?: string[]): PaletteItem => ({
  id: label,
  kind: 'section',
  path: `/${label}`,
  label,
  terms,
  weakTerms,
});

describe('palette search', () => {
  it('matches the start of any word, in either language', () => {
    expect(scoreItem('нов', item('Створити новину'))).toBeGreaterThan(0);
    expect(scoreItem('news', item('Новини', ['Новини', 'News']))).toBeGreaterThan(0);
    expect(scoreItem('одиниц вим', item('Одиниці виміру'))).toBeGreaterThan(0);
    expect(scoreItem('банер', item('Новини'))).toBe(0);
  });

  it('forgives case, apostrophes and skipped letters, but does not transliterate', () => {
    expect(scoreItem("обов'язк", item('Обов’язкові'))).toBeGreaterThan(0);
    expect(scoreItem('НВН', item('Новини'))).toBeGreaterThan(0);
    expect(scoreItem('novyny', item('Новини'))).toBe(0);
  });

  it('ranks a label that begins with the text, then the shorter one, above a group match', () => {
    const items = [item('Нові товари'), item('Відео', ['Відео'], ['Контент']), item('Створити новину'), item('Новини')];
    expect(rankItems('нов', items, 5).map((i) => i.label)).toEqual(['Новини', 'Нові товари', 'Створити новину']);
    expect(rankItems('контент', items, 5).map((i) => i.label)).toEqual(['Відео']);
  });
});
