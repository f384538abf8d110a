import type { ResourceDef } from '@kramar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError, http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import './texts.ts';

/** A partial change of one request (status, manager, note), with its toast. */
export function useRequestChange(resource: ResourceDef, id: number, onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => http.put<unknown>(`/${resource.name}/${id}`, values),
    onSuccess: async (_, values) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      notifySuccess(t(Object.keys(values).join() === 'status' ? 'requests.statusChanged' : 'requests.saved'));
      onDone?.();
    },
    onError: reportFailure,
  });
}

const orderIdOf = (body: unknown): number | undefined => {
  const id = (body as { data?: { order_id?: unknown } } | null)?.data?.order_id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * The request made an order by the server (every order rule runs there), which then opens; a
 * request that already has one (another manager was quicker) opens that one.
 */
export function useCreateOrder(resource: ResourceDef, id: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  return useMutation({
    mutationFn: () => http.post<unknown>(`/${resource.name}/${id}/order`, {}),
    onSuccess: async (body) => {
      await refresh();
      notifySuccess(t('requests.orderCreated'));
      const order = orderIdOf(body);
      if (order) await navigate(`/orders/${order}`);
    },
    onError: async (error) => {
      const existing = error instanceof HttpError && error.status === 409 ? orderIdOf(error.body) : undefined;
      if (existing === undefined) return reportFailure(error);
      await refresh();
      notifySuccess(t('requests.orderExists'));
      await navigate(`/orders/${existing}`);
    },
  });
}
