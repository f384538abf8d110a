import type { DataEnvelope, PermissionItem } from '@kramar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http.ts';

export const permissionsQuery = queryOptions({
  queryKey: ['directories', 'permissions'] as const,
  queryFn: ({ signal }) =>
    http.get<DataEnvelope<PermissionItem[]>>('/directories/permissions', { signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const usePermissions = () => useQuery(permissionsQuery);
