import type { CurrentUser, DataEnvelope, SessionItem, TwoFactorSetup, TwoFactorStatus } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export const profileKeys = {
  all: ['profile'] as const,
  sessions: ['profile', 'sessions'] as const,
  twoFactor: ['profile', 'two-factor'] as const,
};

export const sessionsQuery = queryOptions({
  queryKey: profileKeys.sessions,
  queryFn: ({ signal }) => http.get<DataEnvelope<SessionItem[]>>('/user/sessions', { signal }).then((r) => r.data),
});

export const twoFactorQuery = queryOptions({
  queryKey: profileKeys.twoFactor,
  queryFn: ({ signal }) => http.get<DataEnvelope<TwoFactorStatus>>('/user/two-factor', { signal }).then((r) => r.data),
});

type Body = Record<string, unknown>;

export const saveProfile = (body: Body) =>
  http.put<DataEnvelope<CurrentUser>>('/user/profile', body).then((r) => r.data);
export const changePassword = (body: Body) => http.post<null>('/user/password', body);
export const endSession = (id: number) => http.delete<null>(`/user/sessions/${id}`);
export const endOtherSessions = () =>
  http.post<DataEnvelope<{ revoked: number }>>('/user/sessions/revoke-others').then((r) => r.data.revoked);
export const startTwoFactor = (body: Body) =>
  http.post<DataEnvelope<TwoFactorSetup>>('/user/two-factor/setup', body).then((r) => r.data);
export const enableTwoFactor = (body: Body) =>
  http
    .post<DataEnvelope<{ recovery_codes: string[] }>>('/user/two-factor/enable', body)
    .then((r) => r.data.recovery_codes);
export const disableTwoFactor = (body: Body) => http.post<null>('/user/two-factor/disable', body);
export const newRecoveryCodes = (body: Body) =>
  http
    .post<DataEnvelope<{ recovery_codes: string[] }>>('/user/two-factor/recovery-codes', body)
    .then((r) => r.data.recovery_codes);
