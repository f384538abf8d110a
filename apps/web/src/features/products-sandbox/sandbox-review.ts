import type { ResourceDef } from '@kramar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { resourceKeys } from '../../crud/resource-api.ts';

import './texts.ts';

/** `POST /api/products-sandbox/approve`: who became a product, and who did not and why. */
export interface ApproveResult {
  approved: { id: number; product_id: number }[];
  failed: { id: number; name: string; errors: Record<string, string[]> }[];
}

/**
 * Approving and rejecting new products: the requests, their toasts with counts, and the items
 * that failed to become products (kept to be shown with their reasons).
 */
export function useSandboxReview(resource: ResourceDef, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<ApproveResult['failed']>([]);
  const refresh = async (gone: readonly number[]) => {
    // the items approved or rejected are no more: asking for one again (its panel, its history)
    // would only answer 404; unobserved, their queries are let go in time
    const named = new Set(gone.map(String));
    const ofGone = (key: readonly unknown[]) => key[0] === resource.name && named.has(String(key[2]));
    await queryClient.invalidateQueries({
      queryKey: resourceKeys.all(resource),
      predicate: (query) => !ofGone(query.queryKey),
    });
    // the products list (and the catalogue overview) count the new products too
    await queryClient.invalidateQueries({ queryKey: ['products'] });
  };

  const approve = useMutation({
    mutationFn: (ids: readonly number[]) =>
      http.post<{ data: ApproveResult }>(`/${resource.name}/approve`, { ids: [...ids] }).then((r) => r.data),
    onSuccess: async (result) => {
      if (result.failed.length === 0) onDone();
      await refresh(result.approved.map((item) => item.id));
      if (result.approved.length) notifySuccess(t('sandbox.approved', { count: result.approved.length }));
      if (result.failed.length) notifyError(t('sandbox.notApproved', { count: result.failed.length }));
      setFailed(result.failed);
    },
    onError: reportFailure,
  });

  const reject = useMutation({
    mutationFn: ({ ids, note }: { ids: readonly number[]; note: string }) =>
      http
        .post<{ data: { rejected: number } }>(`/${resource.name}/reject`, {
          ids: [...ids],
          ...(note.trim() ? { note: note.trim() } : {}),
        })
        .then((r) => r.data),
    onSuccess: async (result, { ids }) => {
      onDone();
      await refresh(ids);
      notifySuccess(t('sandbox.rejected', { count: result.rejected }));
    },
    onError: reportFailure,
  });

  return { approve, reject, failed, clearFailed: () => setFailed([]) };
}
