import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError, http } from '../../../api/http.ts';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { resourceKeys } from '../../resource-api.ts';
import { reportFailure } from '../report-failure.ts';
import { changeSet, type EditState, emptyEdit, errorsOnCells } from './edit-state.ts';

type Rows = ReturnType<typeof changeSet>;

/**
 * Saves the change set in one request (`POST /api/{name}/batch/update`): on success the list is
 * read again before the changes are let go, so no cell flashes its old value; a 422 puts each
 * message on its cell and keeps every change for the user to fix, and so does a 409 (rows someone
 * else changed meanwhile: nothing was saved), whose message is the toast.
 */
export function useGridSave(resource: ResourceDef, setState: (update: (s: EditState) => EditState) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (rows: Rows) =>
      http.post<{ data: ResourceRecord[] }>(`/${resource.name}/batch/update`, { rows: rows as unknown[] }),
    onSuccess: async (_saved, rows) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      setState(() => emptyEdit);
      notifySuccess(t('gridEdit.saved', { count: rows.length }));
    },
    onError: (error, rows) => {
      if (!(error instanceof HttpError) || (error.status !== 422 && error.status !== 409)) return reportFailure(error);
      const body = (error.body ?? {}) as { errors?: Record<string, string[]>; message?: string };
      const { cells, other } = errorsOnCells(rows, body.errors ?? {});
      setState((s) => ({ ...s, errors: cells }));
      const stale = error.status === 409 ? body.message : undefined;
      notifyError(stale ?? other[0] ?? t('gridEdit.invalid', { count: cells.size }));
    },
  });
  return {
    saving: mutation.isPending,
    save: (state: EditState) => {
      if (mutation.isPending || state.changes.size === 0) return;
      mutation.mutate(changeSet(state.changes));
    },
  };
}
