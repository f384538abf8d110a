import CallMergeRounded from '@mui/icons-material/CallMergeRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '../../api/error-bodies.ts';
import { notifySuccess } from '../../api/notify.ts';
import { type ChildRowProps, useFormRecord } from '../../crud/form/form-slots.ts';
import { mergeValues } from './values-api.ts';

type Row = { id?: number; title?: string };

/**
 * Merges the row's value into another saved value of the attribute: the server moves what names
 * it and deletes it. Only on a saved form, so the merge never fights unsaved edits of the rows.
 */
export function MergeValueAction({ resource, field, index, control }: ChildRowProps) {
  const { t } = useTranslation();
  const record = useFormRecord();
  const rows = (useWatch({ control, name: field }) as Row[] | undefined) ?? [];
  const row = rows[index];
  const targets = rows.filter((r): r is Required<Row> => r.id !== undefined && r.id !== row?.id);
  const [open, setOpen] = useState(false);
  const blocked = record.id === undefined || row?.id === undefined || record.dirty || targets.length === 0;
  const title = row?.title ?? '';
  const label = record.dirty ? t('attributeValues.saveFirst') : t('attributeValues.merge', { title, n: index + 1 });
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} size="small" disabled={blocked} onClick={() => setOpen(true)}>
            <CallMergeRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {open && record.id !== undefined && row?.id !== undefined ? (
        <MergeDialog
          resource={resource}
          attribute={record.id}
          from={{ id: row.id, title }}
          targets={targets}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

interface MergeDialogProps {
  resource: string;
  attribute: number;
  from: { id: number; title: string };
  targets: Required<Row>[];
  onClose(): void;
}

function MergeDialog({ resource, attribute, from, targets, onClose }: MergeDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [into, setInto] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const target = targets.find((r) => r.id === into);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await mergeValues(attribute, { from: from.id, into: target.id });
      // the form reloads the attribute, whose values lost the merged one
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notifySuccess(t('attributeValues.merged', { from: from.title, into: target.title }));
      onClose();
    } catch (error) {
      setBusy(false);
      const invalid = validationErrors(error);
      if (invalid) setProblem(Object.values(invalid.errors).flat()[0] ?? invalid.message);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('attributeValues.mergeTitle', { title: from.title })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          select
          label={t('attributeValues.into')}
          value={into}
          onChange={(event) => setInto(Number(event.target.value))}
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {targets.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title}
            </MenuItem>
          ))}
        </TextField>
        {target ? (
          <Alert severity="warning">{t('attributeValues.mergeText', { from: from.title, into: target.title })}</Alert>
        ) : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={!target || busy} variant="contained" color="warning">
          {t('attributeValues.mergeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
