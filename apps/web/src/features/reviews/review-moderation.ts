import type { ResourceDef } from '@kramar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { batchStatus, resourceKeys } from '../../crud/resource-api.ts';
import './texts.ts';

export type Verdict = 'published' | 'rejected';

/**
 * Publishing or rejecting reviews through `batch/status` (one or many): the server recomputes
 * their products' ratings, so the products' queries are refreshed with the reviews'.
 */
export function useModeration(resource: ResourceDef, onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: readonly number[]; status: Verdict }) =>
      batchStatus(resource, ids, status).then((r) => ({
        status,
        updated: (r as { data: { updated: number } }).data.updated,
      })),
    onSuccess: async ({ status, updated }) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      notifySuccess(
        updated
          ? t(status === 'published' ? 'reviews.published' : 'reviews.rejected', { count: updated })
          : t('reviews.unchanged'),
      );
      onDone?.();
    },
    onError: reportFailure,
  });
}
