import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('transliterates Ukrainian', () => {
    expect(slugify('Нова знижка на Ґаджети!')).toBe('nova-znyzhka-na-gadzhety');
    expect(slugify('Щедрий Їжак’s  день')).toBe('shchedryi-izhaks-den');
  });
  it('keeps latin and digits, trims hyphens and length', () => {
    expect(slugify('  iPhone 17 Pro — 256 ГБ ')).toBe('iphone-17-pro-256-hb');
    expect(slugify('abc def', 5)).toBe('abc-d');
    expect(slugify('abcd efg', 5)).toBe('abcd');
  });
});
