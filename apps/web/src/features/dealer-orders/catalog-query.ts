import { useSearchParams } from 'react-router';
import type { CatalogQuery } from './api.ts';
import { idParam } from './format.ts';

export const catalogSorts = ['name', '-name', 'price', '-price', '-created_at'] as const;

/** Hryvnias typed → kopecks, as the API and the address keep them. */
const kopecks = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** The catalogue's state lives in the address (bookmarks, back button), beside the workspace. */
export function useCatalogQuery(): [CatalogQuery, (next: Partial<CatalogQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') ?? 'name';
  const query: CatalogQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    sort: (catalogSorts as readonly string[]).includes(sort) ? sort : 'name',
    search: params.get('search')?.trim() ?? '',
    category: idParam(params.get('filter[category]')),
    brands: (params.get('filter[brand]') ?? '')
      .split(',')
      .map((s) => idParam(s))
      .filter((b): b is number => b !== null),
    inStock: params.get('filter[in_stock]') === '1',
    priceMin: kopecks(params.get('filter[price_min]')),
    priceMax: kopecks(params.get('filter[price_max]')),
  };
  const set = (next: Partial<CatalogQuery>) => {
    // any change but the page's starts from the first page
    const m = { ...query, page: 1, ...next };
    const out = new URLSearchParams();
    const workspace = params.get('workspace');
    if (workspace) out.set('workspace', workspace);
    if (m.search) out.set('search', m.search);
    if (m.category !== null) out.set('filter[category]', String(m.category));
    if (m.brands.length) out.set('filter[brand]', m.brands.join(','));
    if (m.inStock) out.set('filter[in_stock]', '1');
    if (m.priceMin !== null) out.set('filter[price_min]', String(m.priceMin));
    if (m.priceMax !== null) out.set('filter[price_max]', String(m.priceMax));
    if (m.sort !== 'name') out.set('sort', m.sort);
    if (m.page > 1) out.set('page', String(m.page));
    setParams(out, { replace: next.page === undefined });
  };
  return [query, set];
}

/** Whether anything narrows the list (the empty state then says so). */
export const narrowed = (q: CatalogQuery): boolean =>
  Boolean(
    q.search || q.category !== null || q.brands.length || q.inStock || q.priceMin !== null || q.priceMax !== null,
  );
