import {
  type AddressParam,
  choiceParam,
  flagParam,
  idParam,
  idsParam,
  textParam,
  useAddressQuery,
} from '../../lib/address-query.ts';
import type { CatalogQuery } from './api.ts';

export const catalogSorts = ['name', '-name', 'price', '-price', '-created_at'] as const;

/** A price in kopecks, as the API and the address keep them; null for none. */
const kopecksParam = (key: string): AddressParam<number | null> => ({
  key,
  read: (raw) => {
    const n = Number(raw);
    return raw && Number.isSafeInteger(n) && n >= 0 ? n : null;
  },
  write: (v) => (v === null ? null : String(v)),
});

/** The catalogue's state lives in the address (bookmarks, back button), beside the workspace. */
export const useCatalogQuery = () =>
  useAddressQuery<CatalogQuery>(
    {
      sort: choiceParam('sort', catalogSorts),
      search: textParam('search'),
      category: idParam('filter[category]'),
      brands: idsParam('filter[brand]'),
      inStock: flagParam('filter[in_stock]'),
      priceMin: kopecksParam('filter[price_min]'),
      priceMax: kopecksParam('filter[price_max]'),
    },
    ['workspace'],
  );

/** Whether anything narrows the list (the empty state then says so). */
export const narrowed = (q: CatalogQuery): boolean =>
  Boolean(
    q.search || q.category !== null || q.brands.length || q.inStock || q.priceMin !== null || q.priceMax !== null,
  );
