import type { DataEnvelope, PermissionItem } from '@kramar/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from './http.ts';

/** The scopes with their labels in the interface's language (the server names them in either). */
export function usePermissions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['directories', 'permissions', i18n.language] as const,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<PermissionItem[]>>('/directories/permissions', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
