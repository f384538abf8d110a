import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('names the unit in the interface language, in 1024s', () => {
    expect(formatFileSize(68, 'uk-UA')).toBe('68 Б');
    expect(formatFileSize(1536, 'uk-UA')).toBe('1,5 кБ');
    expect(formatFileSize(5.1 * 1024 * 1024, 'uk-UA')).toBe('5,1 МБ');
    expect(formatFileSize(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });
});
