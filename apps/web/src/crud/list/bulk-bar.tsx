import type { ResourceDef } from '@kramar/contract';
import { statusFieldOf } from '@kramar/contract';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog, DeleteDialog } from '../../components/confirm-dialog.tsx';
import { batchStatus, destroyBatch, resourceKeys } from '../resource-api.ts';
import { optionLabel } from './labels.ts';
import { listExtensionFor } from './list-extensions.ts';
import { reportFailure } from './report-failure.ts';

interface BulkBarProps {
  resource: ResourceDef;
  ids: readonly number[];
  onClear(): void;
}

/** Actions on the selected rows: delete them, or move them to another status. */
export function BulkBar({ resource, ids, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const statusField = resource.extras.batchStatus ? statusFieldOf(resource) : undefined;
  const field = statusField ? resource.fields[statusField] : undefined;
  const options = (field && 'options' in field && field.options) || [];
  const [status, setStatus] = useState('');
  const [asking, setAsking] = useState<'delete' | 'status' | null>(null);
  const count = ids.length;
  const Extra = listExtensionFor(resource.name)?.bulkActions;

  const done = async (toast: string) => {
    notifySuccess(toast);
    setAsking(null);
    setStatus('');
    onClear();
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  };

  const remove = useMutation({
    mutationFn: () => destroyBatch(resource, ids),
    onSuccess: () => done(t('toasts.deleted')),
    onError: reportFailure,
  });
  const restatus = useMutation({
    mutationFn: () => batchStatus(resource, ids, status),
    onSuccess: () => done(t('toasts.edited')),
    onError: reportFailure,
  });
  const busy = remove.isPending || restatus.isPending;
  const statusLabel = statusField && status ? optionLabel(t, resource, statusField, status) : '';

  return (
    <Box
      role="region"
      aria-label={t('crudList.bulkLabel')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
        {t('crudList.selected', { count })}
      </Typography>
      {statusField ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('crudList.newStatus')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            sx={{ minWidth: 170, bgcolor: 'background.paper' }}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {optionLabel(t, resource, statusField, option)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={!status || busy} onClick={() => setAsking('status')}>
            {t('crudList.changeStatus')}
          </Button>
        </Box>
      ) : null}
      {Extra ? (
        <Suspense fallback={null}>
          <Extra resource={resource} ids={ids} onDone={onClear} />
        </Suspense>
      ) : null}
      {resource.extras.destroyBatch ? (
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={busy}
          onClick={() => setAsking('delete')}
        >
          {t('crudList.delete')}
        </Button>
      ) : null}
      <IconButton aria-label={t('crudList.clearSelection')} onClick={onClear} disabled={busy}>
        <Close />
      </IconButton>
      <DeleteDialog
        open={asking === 'delete'}
        busy={remove.isPending}
        count={count}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'status'}
        busy={restatus.isPending}
        title={t('crudList.bulkStatusTitle', { count })}
        text={t('crudList.bulkStatusText', { status: statusLabel })}
        confirmLabel={t('crudList.changeStatus')}
        onConfirm={() => restatus.mutate()}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
