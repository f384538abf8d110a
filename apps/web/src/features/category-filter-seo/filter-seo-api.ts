import type { CategoryFilterSeo, DataEnvelope, FilterSeoSave } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** Under the `categories` key: whatever refreshes categories refreshes this too. */
export const filterSeoQuery = (category: string) =>
  queryOptions({
    queryKey: ['categories', 'filter-seo', category] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CategoryFilterSeo>>(`/categories/${category}/attributes/seo`, { signal })
        .then((r) => r.data),
  });

export const saveFilterSeo = (category: number, body: FilterSeoSave) =>
  http.put<DataEnvelope<CategoryFilterSeo>>(`/categories/${category}/attributes/seo`, { ...body }).then((r) => r.data);
