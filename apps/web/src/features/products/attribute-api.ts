import type { DataEnvelope } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export type AttributeType = 'string' | 'number' | 'boolean' | 'select' | 'multiselect';

/** A select's value as the form offers it. */
export interface AttributeOption {
  id: number;
  title: string;
}

/** A row of `GET /api/products/attribute-set`: an attribute of the set, typed and labelled. */
export interface CategoryAttribute {
  attribute: number;
  required: boolean;
  title: string;
  code: string;
  data_type: AttributeType;
  /** The unit shown after a number («″», «GB»). */
  suffix: string | null;
  /** A select's or multiselect's values, in their order. */
  values: AttributeOption[];
}

/**
 * The attributes a category's products fill in, as the server types them (the category's own set
 * or its nearest ancestor's), with units and values, in one request under the products' own read
 * scope. Under the `categories` key, so a change to a category refreshes it here too.
 */
export const categoryAttributesQuery = (category: number) =>
  queryOptions({
    queryKey: ['categories', 'attribute-set', String(category)] as const,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<CategoryAttribute[]>>(`/products/attribute-set?category=${category}`, {
          silent: true,
          signal,
        })
        .then((r) => r.data),
    staleTime: 60_000,
  });
