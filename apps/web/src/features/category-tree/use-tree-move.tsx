import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { refusalOf, runMove } from './tree-api.ts';
import type { TreeIndex } from './tree-model.ts';
import { type MovePlan, type MoveRequest, moveRequests } from './tree-moves.ts';
import './texts.ts';

/**
 * Carrying out moves: a new parent is asked about first (it moves a whole branch, and the site's
 * menu with it); a new place among the same siblings is done at once. Either way the tree is read
 * again afterwards, so what is shown is what the server keeps.
 */
export function useTreeMove(index: TreeIndex | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<MovePlan | null>(null);
  const [shown, setShown] = useState<MovePlan | null>(null);
  const mutation = useMutation({
    mutationFn: (requests: MoveRequest[]) => runMove(requests),
    onSuccess: () => notifySuccess(t('toasts.edited')),
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) notifyError(refusal);
    },
    // a refused second step may follow a first that went through: read the tree either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });

  const run = (plan: MovePlan) => {
    if (index) mutation.mutate(moveRequests(index, plan));
  };
  /** `confirmed`: the user already chose the new parent in a dialog of its own. */
  const requestMove = (plan: MovePlan, confirmed = false) => {
    if (!plan.reparent || confirmed) return run(plan);
    setShown(plan);
    setAsking(plan);
  };

  const nameOf = (id: number | null | undefined) => (id == null ? '' : (index?.byId.get(id)?.label ?? ''));
  // the question keeps its words while the dialog fades out
  const words = shown && {
    title: nameOf(shown.id),
    parent: nameOf(shown.parent),
  };
  const confirm = (
    <ConfirmDialog
      open={asking !== null}
      title={
        words
          ? shown?.parent === null
            ? t('categoryTree.confirmRoot', { title: words.title })
            : t('categoryTree.confirmMove', words)
          : ''
      }
      text={t('categoryTree.confirmText')}
      confirmLabel={t('categoryTree.moveConfirm')}
      onConfirm={() => {
        if (asking) run(asking);
        setAsking(null);
      }}
      onClose={() => setAsking(null)}
    />
  );
  return { requestMove, confirm, saving: mutation.isPending };
}
