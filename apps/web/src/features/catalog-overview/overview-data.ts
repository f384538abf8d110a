import type { CatalogOverview } from '@kramar/contract';
import { products } from '@kramar/contract/resources/products.ts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export type { CatalogOverview };

// under the products' key: a save, an approval or an import there refreshes the figures too
export const useCatalogOverview = () =>
  useQuery({
    queryKey: ['products', 'overview'],
    queryFn: ({ signal }) => http.get<{ data: CatalogOverview }>('/catalog/overview', { signal }).then((r) => r.data),
    staleTime: 30_000,
  });

/** A list filtered by `filter[…]` pairs, as the list keeps them in its address. */
export const listLink = (path: string, filters: Record<string, string> = {}): string => {
  const params = new URLSearchParams(filters);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export interface Figure {
  key: string;
  value: (o: CatalogOverview) => number;
  to: string;
  /** Something to act on when above zero (shown in the warning colour). */
  attention?: boolean;
  /** The list cannot narrow to exactly these yet: the link opens the whole list, and says so. */
  approximate?: boolean;
}

/** The cards, in the order a catalogue manager reads them: size, then what needs work. */
export const figures: readonly Figure[] = [
  { key: 'total', value: (o) => o.total, to: '/products' },
  {
    key: 'published',
    value: (o) => o.by_status.published,
    to: listLink('/products', { 'filter[status]': 'published' }),
  },
  { key: 'draft', value: (o) => o.by_status.draft, to: listLink('/products', { 'filter[status]': 'draft' }) },
  { key: 'sandbox', value: (o) => o.sandbox, to: '/products-sandbox', attention: true },
  {
    key: 'withoutImage',
    value: (o) => o.without_image,
    to: listLink('/products', { 'filter[has_image]': '0' }),
    attention: true,
  },
  {
    key: 'withoutPrice',
    value: (o) => o.without_price,
    to: listLink('/products', { 'filter[price][to]': '0' }),
    attention: true,
  },
  {
    key: 'outOfStock',
    value: (o) => o.out_of_stock,
    to: listLink('/products', { 'filter[quantity][to]': '0' }),
    attention: true,
  },
  {
    key: 'missingRequired',
    value: (o) => o.missing_required,
    to: '/products',
    attention: true,
    approximate: true,
  },
];

export const availabilityRows = products.fields.availability.options.map((code) => ({
  code,
  to: listLink('/products', { 'filter[availability]': code }),
}));
