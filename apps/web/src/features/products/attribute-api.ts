import type { DataEnvelope } from '@kramar/contract';
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

/** Under the `categories` key, so a change to the category refreshes its attributes here too. */
export const categoryAttributesQuery = (category: number) =>
  queryOptions({
    queryKey: ['categories', 'attributes', String(category)] as const,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<CategoryAttribute[]>>(`/categories/${category}/attributes`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

/** Units are a directory any signed-in user may read (SPEC §7). */
export const unitsQuery = queryOptions({
  queryKey: ['units', 'directory'] as const,
  queryFn: ({ signal }) => http.get<DataEnvelope<Unit[]>>('/directories/units', { signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});
