import { creditPrograms } from '@kramar/contract/resources/credit-programs.ts';
import { partners } from '@kramar/contract/resources/partners.ts';
import { units } from '@kramar/contract/resources/units.ts';
import { describe, expect, it } from 'vitest';
import { matchOptions, referenceSource } from './reference-source.ts';

const user = (...scopes: string[]) => ({ owner: false, scopes });

describe('where a reference looks up its records', () => {
  it('asks the autocomplete of a resource the user may read', () => {
    expect(referenceSource(user('partners.show'), partners)).toEqual({ via: 'autocomplete', target: partners });
    expect(referenceSource({ owner: true, scopes: [] }, units)).toEqual({ via: 'autocomplete', target: units });
  });

  it('falls back to the directory, open to every signed-in user, when it may not', () => {
    expect(referenceSource(user('credit.programs.edit'), partners)).toEqual({
      via: 'directory',
      target: partners,
      directory: 'partners',
    });
  });

  it('asks nothing at all when neither would answer (no 403, no toast)', () => {
    expect(referenceSource(user('partners.show'), creditPrograms)).toEqual({ via: 'none' });
    expect(referenceSource(user(), undefined)).toEqual({ via: 'none' });
  });
});

describe('a directory searched in the browser', () => {
  const rows = [
    { id: 1, label: 'ПриватБанк', site_url: 'https://privatbank.ua' },
    { id: 2, label: 'Монобанк' },
    { id: 3, label: 'ПУМБ' },
  ];

  it('matches the label anywhere, in any case, and answers { id, label } only', () => {
    expect(matchOptions(rows, 'банк')).toEqual([
      { id: 1, label: 'ПриватБанк' },
      { id: 2, label: 'Монобанк' },
    ]);
    expect(matchOptions(rows, '  пумб ')).toEqual([{ id: 3, label: 'ПУМБ' }]);
  });

  it('lists everything for an empty search, up to the limit', () => {
    expect(matchOptions(rows, '', 2).map((o) => o.id)).toEqual([1, 2]);
  });
});
