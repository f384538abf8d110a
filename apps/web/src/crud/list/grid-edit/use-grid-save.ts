import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError, http } from '../../../api/http.ts';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { intlLocale } from '../../../i18n/i18n.ts';
import { resourceKeys } from '../../resource-api.ts';
import { formatMoney } from '../format.ts';
import { reportFailure } from '../report-failure.ts';
import { type CellKey, cellKey, changeSet, type EditState, emptyEdit, errorsOnCells, toText } from './edit-state.ts';

type Rows = ReturnType<typeof changeSet>;

/**
 * Saves the change set in one request (`POST /api/{name}/batch/update`): on success the list is
 * read again before the changes are let go, so no cell flashes its old value; a 422 puts each
 * message on its cell and keeps every change for the user to fix, and so does a 409 (rows someone
 * else changed meanwhile: nothing was saved, each of their changed cells shows the value now),
 * whose message is the toast.
 */
export function useGridSave(resource: ResourceDef, setState: (update: (s: EditState) => EditState) => void) {
  const { t, i18n } = useTranslation();
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
      if (error.status === 409) markConflicts(rows, (error.body as { data?: unknown }).data, cells);
      setState((s) => ({ ...s, errors: cells }));
      const stale = error.status === 409 ? body.message : undefined;
      notifyError(stale ?? other[0] ?? t('gridEdit.invalid', { count: cells.size }));
    },
  });
  /**
   * Every changed cell of a row someone saved meanwhile says so, with the value stored now (the
   * 409 carries those records), so the person sees which rows clash and what they would overwrite.
   */
  const markConflicts = (rows: Rows, current: unknown, cells: Map<CellKey, string[]>) => {
    if (!Array.isArray(current)) return;
    for (const record of current as ResourceRecord[]) {
      const sent = rows.find((row) => row.id === record.id);
      for (const name of Object.keys(sent?.values ?? {})) {
        const field = resource.fields[name];
        if (!sent || !field) continue;
        const value = record[name];
        const now =
          field.kind === 'money' && typeof value === 'number'
            ? formatMoney(value, intlLocale(i18n.language))
            : toText(field, value) || t('gridEdit.none');
        cells.set(cellKey(sent.id, name), [t('gridEdit.conflict', { value: now })]);
      }
    }
  };
  return {
    saving: mutation.isPending,
    save: (state: EditState) => {
      if (mutation.isPending || state.changes.size === 0) return;
      mutation.mutate(changeSet(state.changes));
    },
  };
}
