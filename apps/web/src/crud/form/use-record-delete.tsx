import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-bodies.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { LazyDeleteDialog } from '../../components/lazy-dialogs.ts';
import { deleteRecord, resourceKeys } from '../resource-api.ts';
import { deleteWithUndo, isUndoableDelete } from '../undoable-delete.tsx';
import { speaksInForm } from './form-errors.ts';

/**
 * The form's «Видалити»: asked first, then the record goes and the person goes back to the list
 * (a product or an order with a few seconds to take it back: undoable-delete.tsx).
 */
export function useRecordDelete(
  resource: ResourceDef,
  record: ResourceRecord | undefined,
  title: string,
  leave: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // mounted from the first ask on, so it can close with its transition
  const [asked, setAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const undoable = isUndoableDelete(resource);
  const onConfirm = async () => {
    if (!record) return;
    if (undoable) {
      setOpen(false);
      leave();
      return deleteWithUndo(resource, record.id, queryClient, t);
    }
    setDeleting(true);
    try {
      await deleteRecord(resource, record.id);
      queryClient.removeQueries({ queryKey: resourceKeys.detail(resource, record.id) });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      notifySuccess(t('toasts.deleted'));
      leave();
    } catch (error) {
      setDeleting(false);
      setOpen(false);
      if (speaksInForm(error)) notifyError(errorMessage(error)?.message ?? t('crudForm.formErrors'));
    }
  };

  const ask = () => {
    setAsked(true);
    setOpen(true);
  };
  const dialog =
    record && asked ? (
      <Suspense fallback={null}>
        <LazyDeleteDialog
          open={open}
          title={title}
          busy={deleting}
          undoable={undoable}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    ) : null;
  return { ask, dialog };
}
