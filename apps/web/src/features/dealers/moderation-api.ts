import type { ApplicationChecks } from '@kramar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import './texts.ts';

/** One pending application as GET /api/dealers-users/moderation gives it. */
export interface Application {
  id: number;
  legal_name: string;
  edrpou: string;
  phone: string;
  email: string;
  contact_person: string;
  created_at: string;
  checks: ApplicationChecks;
}

interface Page {
  data: Application[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

// under the resource's key: a decision refreshes the dealers list too, and an edit there this one
const key = ['dealers-users', 'moderation'] as const;

export function usePendingApplications(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) => http.get<Page>('/dealers-users/moderation', { query: { page, per_page: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface Approval {
  ids: number[];
  price_group_id: number;
  manager_id: number;
}

/** Approving and rejecting applications, each ending in a toast with how many were decided. */
export function useDecisions(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: ['dealers-users'] });
    notifySuccess(message);
    onDone();
  };
  const approve = useMutation({
    mutationFn: (body: Approval) => http.post<{ data: unknown[] }>('/dealers-users/moderation/approve', { ...body }),
    onSuccess: (result) => done(t('dealerModeration.approved', { count: result.data.length })),
    onError: reportFailure,
  });
  const reject = useMutation({
    mutationFn: (body: { ids: number[]; reason: string }) =>
      http.post<{ data: unknown[] }>('/dealers-users/moderation/reject', { ...body }),
    onSuccess: (result) => done(t('dealerModeration.rejected', { count: result.data.length })),
    onError: reportFailure,
  });
  return { approve, reject, busy: approve.isPending || reject.isPending };
}
