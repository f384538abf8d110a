import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ancestorsOf, isWithin, type TreeIndex, type TreeNode } from './tree-model.ts';
import { type MovePlan, planMove } from './tree-moves.ts';
import './texts.ts';

interface Choice {
  id: number | null;
  /** The trail from the root, so two categories of one name in different branches can be told apart. */
  label: string;
}

// thousands of categories: the list shows the first matches and narrows as one types
const filter = createFilterOptions<Choice>({ limit: 50 });

interface MoveToDialogProps {
  index: TreeIndex;
  node: TreeNode | null;
  onClose(): void;
  onMove(plan: MovePlan): void;
}

/** "Move to…": the new parent picked from a list, for those who do not drag. */
export function MoveToDialog({ index, node, onClose, onMove }: MoveToDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const choices = useMemo<Choice[]>(() => {
    if (!node) return [];
    const trail = (n: TreeNode) =>
      [...ancestorsOf(n).map((id) => index.byId.get(id)?.label ?? ''), n.label].join(' / ');
    return [
      { id: null, label: t('categoryTree.root') },
      // not into itself nor its own branch, and not where it already hangs
      ...index.nodes
        .filter((n) => !isWithin(n, node.id) && n.id !== node.parent)
        .map((n) => ({ id: n.id, label: trail(n) })),
    ].filter((c) => c.id !== null || node.parent !== null);
  }, [index, node, t]);
  const plan = node && choice ? planMove(index, node.id, choice.id, Number.POSITIVE_INFINITY) : undefined;

  return (
    <Dialog
      open={node !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => setChoice(null) } }}
    >
      <DialogTitle id={titleId}>{t('categoryTree.moveToTitle', { title: node?.label ?? '' })}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={choices}
          value={choice}
          onChange={(_event, value) => setChoice(value)}
          filterOptions={filter}
          getOptionKey={(option) => option.id ?? 'root'}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t('crudList.noOptions')}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={t('categoryTree.newParent')} sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!plan}
          onClick={() => {
            if (plan) onMove(plan);
            onClose();
          }}
        >
          {t('categoryTree.moveConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
