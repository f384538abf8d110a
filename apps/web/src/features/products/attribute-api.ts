import type { AttributeValueUsage, DataEnvelope } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export type AttributeType = 'string' | 'number' | 'boolean' | 'select' | 'multiselect';

/** A row of `GET /api/categories/{id}/attributes`: the attribute and what the category says of it. */
export interface CategoryAttribute {
  id: number;
  attribute: number;
  required: boolean;
  filter: boolean;
  title: string;
  code: string;
  data_type: AttributeType;
  unit: number | null;
}

export interface Unit {
  id: number;
  title: string;
  suffix: string;
}

const quiet = { silent: true } as const;

const ownAttributes = (category: number, signal: AbortSignal) =>
  http
    .get<DataEnvelope<CategoryAttribute[]>>(`/categories/${category}/attributes`, { ...quiet, signal })
    .then((r) => r.data);

/**
 * The attributes a category's products fill in, as the server types them: the category's own set
 * or, when it has none, its nearest ancestor's that has one (a subcategory added under a parent
 * starts empty). Under the `categories` key, so a change to a category refreshes it here too.
 */
export const categoryAttributesQuery = (category: number) =>
  queryOptions({
    queryKey: ['categories', 'attribute-set', String(category)] as const,
    queryFn: async ({ signal }) => {
      const own = await ownAttributes(category, signal);
      if (own.length > 0) return own;
      const { data } = await http.get<DataEnvelope<{ path?: string }>>(`/categories/${category}`, { ...quiet, signal });
      const ancestors = (data.path ?? '').split('/').filter(Boolean).map(Number).reverse().slice(1);
      for (const ancestor of ancestors) {
        const set = await ownAttributes(ancestor, signal);
        if (set.length > 0) return set;
      }
      return [];
    },
    staleTime: 60_000,
  });

/** Units are a directory any signed-in user may read (SPEC §7). */
export const unitsQuery = queryOptions({
  queryKey: ['units', 'directory'] as const,
  queryFn: ({ signal }) =>
    http.get<DataEnvelope<Unit[]>>('/directories/units', { ...quiet, signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});

/** A select's values; the key of the attribute screen's own query, so either warms the other. */
export const attributeValuesQuery = (attribute: number) =>
  queryOptions({
    queryKey: ['attributes', 'values', String(attribute)] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<AttributeValueUsage[]>>(`/attributes/${attribute}/values`, { ...quiet, signal })
        .then((r) => r.data),
    staleTime: 60_000,
  });
