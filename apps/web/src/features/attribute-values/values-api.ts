import type { AttributeValueUsage, DataEnvelope, ValueMerge } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** Under the `attributes` key, so whatever refreshes an attribute refreshes its counts too. */
export const valueUsageQuery = (attribute: number) =>
  queryOptions({
    queryKey: ['attributes', 'values', String(attribute)] as const,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<AttributeValueUsage[]>>(`/attributes/${attribute}/values`, { signal }).then((r) => r.data),
  });

export const mergeValues = (attribute: number, merge: ValueMerge) =>
  http.post<DataEnvelope<ValueMerge & { moved: number }>>(`/attributes/${attribute}/values/merge`, { ...merge });
