import { defineResource } from '@kramar/contract';
import { news } from '@kramar/contract/resources/news.ts';
import { describe, expect, it } from 'vitest';
import {
  addItems,
  changedFields,
  emptyValues,
  hryvniasToKopecks,
  isoToShopDateTime,
  kopecksToHryvnias,
  recordToValues,
  shopDateTimeToIso,
  toPayload,
} from './form-values.ts';

const offers = defineResource({
  name: 'offers',
  table: 'offers',
  route: { path: 'offers', name: 'Offers' },
  scope: 'offers',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 50, required: true },
    price: { kind: 'money', min: 100, max: 1_000_000 },
    weight: { kind: 'decimal', scale: 2 },
    active: { kind: 'boolean' },
    starts_at: { kind: 'datetime' },
    starts_on: { kind: 'date' },
    partner_id: { kind: 'reference', resource: 'partners' },
    tags: { kind: 'strings', maxItems: 5, itemMax: 20 },
    blocks: { kind: 'blocks', types: ['text', 'link'], maxItems: 3 },
    body: { kind: 'richtext', max: 1000 },
    picture: { kind: 'image' },
    views: { kind: 'integer', readOnly: true },
  },
  extras: {},
});

describe('money', () => {
  it('shows kopecks as hryvnias with a comma, dropping ,00', () => {
    expect(kopecksToHryvnias(125050)).toBe('1250,50');
    expect(kopecksToHryvnias(1200)).toBe('12');
    expect(kopecksToHryvnias(5)).toBe('0,05');
    expect(kopecksToHryvnias(null)).toBe('');
  });

  it('reads hryvnias typed with a comma, a point or spaces', () => {
    expect(hryvniasToKopecks('1 250,5')).toEqual({ value: 125050 });
    expect(hryvniasToKopecks('19.99')).toEqual({ value: 1999 });
    expect(hryvniasToKopecks('1.15')).toEqual({ value: 115 });
    expect(hryvniasToKopecks('')).toEqual({ value: null });
  });

  it('leaves non-numbers for the schema and refuses a third decimal', () => {
    expect(hryvniasToKopecks('abc')).toEqual({ value: 'abc' });
    expect(hryvniasToKopecks('1,005')).toEqual({ value: '1,005', error: 'Не більше 2 знаків після коми.' });
  });
});

describe('date-time in the shop time zone', () => {
  it("edits the shop's wall clock, whatever the zone this runs in", () => {
    expect(isoToShopDateTime('2026-12-01T08:00:00.000Z', 'Europe/Kyiv')).toBe('2026-12-01T10:00');
    expect(isoToShopDateTime('2026-07-01T07:00:00.000Z', 'Europe/Kyiv')).toBe('2026-07-01T10:00');
    expect(shopDateTimeToIso('2026-12-01T10:00', 'Europe/Kyiv')).toBe('2026-12-01T08:00:00.000Z');
    expect(shopDateTimeToIso('2026-07-01T10:00', 'Europe/Kyiv')).toBe('2026-07-01T07:00:00.000Z');
    expect(shopDateTimeToIso('2026-12-01T10:00', 'America/New_York')).toBe('2026-12-01T15:00:00.000Z');
  });

  it('keeps seconds an instant was stored with, so saving another field does not move it', () => {
    const iso = '2026-03-29T10:15:42.000Z';
    expect(isoToShopDateTime(iso, 'Europe/Kyiv')).toBe('2026-03-29T13:15:42');
    expect(shopDateTimeToIso(isoToShopDateTime(iso, 'Europe/Kyiv'), 'Europe/Kyiv')).toBe(iso);
  });

  it('puts a time the clocks skip after the gap, and an hour they repeat at its first pass', () => {
    // Kyiv springs forward at 03:00 on 29 March 2026 and falls back at 04:00 on 25 October
    expect(shopDateTimeToIso('2026-03-29T03:30', 'Europe/Kyiv')).toBe('2026-03-29T01:30:00.000Z');
    expect(shopDateTimeToIso('2026-10-25T03:30', 'Europe/Kyiv')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('passes half-typed text on for the schema to name, and blank as null', () => {
    expect(shopDateTimeToIso('2026-02-31T10:00', 'Europe/Kyiv')).toBe('2026-02-31T10:00');
    expect(shopDateTimeToIso('invalid', 'Europe/Kyiv')).toBe('invalid');
    expect(shopDateTimeToIso('')).toBeNull();
    expect(isoToShopDateTime(null)).toBe('');
  });
});

describe('form values', () => {
  it('start from the declared defaults, else blank', () => {
    const values = emptyValues(news);
    expect(values.status).toBe('draft');
    expect(values.title).toBe('');
    expect(values.image).toBeNull();
    expect(emptyValues(offers)).toMatchObject({ active: false, tags: [], blocks: [], partner_id: null, price: '' });
    expect(emptyValues(offers)).not.toHaveProperty('views');
  });

  it('load a record in the units of the widgets', () => {
    const values = recordToValues(offers, {
      title: 'Знижка',
      price: 99900,
      weight: '1.25',
      active: true,
      starts_on: '2026-05-01',
      partner_id: 7,
      tags: ['a', 'b'],
      blocks: [{ type: 'text', title: 'Т', text: null, link: null }],
      picture: 'offers/a.png',
      body: null,
      views: 3,
    });
    expect(values).toMatchObject({
      title: 'Знижка',
      price: '999',
      weight: '1,25',
      active: true,
      starts_on: '2026-05-01',
      partner_id: 7,
      tags: ['a', 'b'],
      blocks: [{ type: 'text', title: 'Т', text: '', link: '' }],
      picture: 'offers/a.png',
      body: '',
    });
  });

  it('become the API payload: kopecks, ISO instants, the rest as typed', () => {
    const values = { ...emptyValues(offers), title: 'X', price: '12,50', starts_at: '2026-01-05T09:30' };
    const { payload, errors } = toPayload(offers, values);
    expect(errors).toEqual({});
    expect(payload.price).toBe(1250);
    // 09:30 in the shop (Kyiv, the default zone) is 07:30 UTC in winter
    expect(payload.starts_at).toBe('2026-01-05T07:30:00.000Z');
    expect(payload.title).toBe('X');
    expect(payload).not.toHaveProperty('views');
  });
});

describe('unsaved changes', () => {
  const saved = recordToValues(offers, { title: 'A', body: null, tags: ['x'] });

  it('ignore blanks, trailing spaces and an empty editor', () => {
    expect(changedFields(offers, saved, { ...saved, title: 'A ', body: '<p></p>' })).toEqual([]);
  });

  it('name each field that differs', () => {
    const file = new Blob(['x']) as unknown as File;
    const current = { ...saved, title: 'B', tags: ['x', 'y'], picture: file };
    expect(changedFields(offers, saved, current)).toEqual(['title', 'tags', 'picture']);
    expect(
      changedFields(offers, saved, { ...saved, blocks: [{ type: 'text', title: '', text: '', link: '' }] }),
    ).toEqual(['blocks']);
  });
});

describe('chips of a strings field', () => {
  it('add trimmed values once, whatever their case, keeping the order', () => {
    expect(addItems(['смартфон'], [' мобільний', 'Смартфон', '', 'трубка ', 'МОБІЛЬНИЙ'])).toEqual([
      'смартфон',
      'мобільний',
      'трубка',
    ]);
  });
});
