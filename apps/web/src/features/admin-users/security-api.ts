import type { DataEnvelope, Invitation, SessionItem } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

const base = (id: number) => `/admin-users/${id}`;

export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-users', 'detail', String(id), 'sessions'] as const,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<SessionItem[]>>(`${base(id)}/sessions`, { signal }).then((r) => r.data),
  });

export const revokeUserSessions = (id: number) =>
  http.post<DataEnvelope<{ revoked: number }>>(`${base(id)}/sessions/revoke`).then((r) => r.data.revoked);

export const setUserPassword = (id: number, body: Record<string, unknown>) =>
  http.post<null>(`${base(id)}/password`, body);

export const createInvitation = (id: number) =>
  http.post<DataEnvelope<Invitation>>(`${base(id)}/invitation`).then((r) => r.data);

export const resetTwoFactor = (id: number) => http.post<null>(`${base(id)}/two-factor/reset`);
