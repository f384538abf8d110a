import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { nestFields, splitFieldName, UploadedFile } from './nested-fields.ts';

describe('splitFieldName', () => {
  it('splits brackets into a path', () => {
    expect(splitFieldName('title')).toEqual(['title']);
    expect(splitFieldName('name[uk]')).toEqual(['name', 'uk']);
    expect(splitFieldName('a[0][b]')).toEqual(['a', '0', 'b']);
    expect(splitFieldName('tags[]')).toEqual(['tags', '']);
  });

  it.each([
    '',
    '[a]',
    'a[b',
    'a]b[',
    'a[b]c',
    '__proto__[x]',
    'a[constructor]',
    'a[prototype][b]',
    'a[1][2][3][4][5][6][7][8]',
  ])('refuses %j with a 400', (name) => {
    expect(() => splitFieldName(name)).toThrow(AppError);
  });
});

describe('nestFields', () => {
  it('builds objects from name[key]', () => {
    expect(
      nestFields([
        ['name[uk]', 'Телефон'],
        ['name[en]', 'Phone'],
        ['sort', '3'],
      ]),
    ).toEqual({
      name: { uk: 'Телефон', en: 'Phone' },
      sort: '3',
    });
  });

  it('builds arrays of objects from a[0][b]', () => {
    expect(
      nestFields([
        ['items[0][title]', 'A'],
        ['items[0][qty]', '1'],
        ['items[1][title]', 'B'],
      ]),
    ).toEqual({ items: [{ title: 'A', qty: '1' }, { title: 'B' }] });
  });

  it('appends with [] and closes gaps in arrays', () => {
    expect(
      nestFields([
        ['tags[]', 'a'],
        ['tags[]', 'b'],
      ]),
    ).toEqual({ tags: ['a', 'b'] });
    expect(
      nestFields([
        ['ids[5]', 'x'],
        ['ids[2]', 'y'],
      ]),
    ).toEqual({ ids: ['y', 'x'] });
  });

  it('lets a later plain value win, as an HTML form does', () => {
    expect(
      nestFields([
        ['status', 'draft'],
        ['status', 'published'],
      ]),
    ).toEqual({ status: 'published' });
  });

  it('keeps files as UploadedFile values', () => {
    const file = new UploadedFile('logo.png', 'image/png', Buffer.from([1, 2, 3]));
    const out = nestFields([['images[0][file]', file]]);
    expect(out).toEqual({ images: [{ file }] });
    expect(file.size).toBe(3);
  });

  it('refuses a name used both as a value and as a container', () => {
    expect(() =>
      nestFields([
        ['a', '1'],
        ['a[b]', '2'],
      ]),
    ).toThrow(AppError);
    expect(() =>
      nestFields([
        ['a[b]', '1'],
        ['a[0]', '2'],
      ]),
    ).toThrow(AppError);
    expect(() =>
      nestFields([
        ['a[0]', '1'],
        ['a[x]', '2'],
      ]),
    ).toThrow(AppError);
  });

  it('refuses huge indexes that would allocate giant arrays', () => {
    expect(() => nestFields([['a[99999999]', '1']])).toThrow(AppError);
  });

  it('cannot pollute prototypes', () => {
    expect(() => nestFields([['__proto__[polluted]', 'yes']])).toThrow(AppError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
