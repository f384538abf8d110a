import type { ResourceDef } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import './texts.ts';

interface MergeDialogProps {
  resource: ResourceDef;
  id: number;
  onClose(): void;
}

/** The duplicate is picked by typing, the consequences read, and only then merged into this customer. */
export function MergeDialog({ resource, id, onClose }: MergeDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<number | null>(null);
  const merge = useMutation({
    mutationFn: (sourceId: number) => http.post<unknown>(`/${resource.name}/${id}/merge`, { source_id: sourceId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      notifySuccess(t('customers.merged'));
      onClose();
    },
    onError: reportFailure,
  });
  const ready = source !== null && source !== id && !merge.isPending;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="customer-merge-title">
      <DialogTitle id="customer-merge-title">{t('customers.mergeTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <ReferencePicker
          id="customer-merge-source"
          name="source_id"
          target={resource.name}
          value={source}
          onChange={setSource}
          onBlur={() => undefined}
          inputRef={null}
          label={t('customers.duplicate')}
          required
          disabled={merge.isPending}
        />
        <Alert severity="warning">{t('customers.mergeText')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!ready}
          onClick={() => source !== null && merge.mutate(source)}
        >
          {t('customers.mergeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
