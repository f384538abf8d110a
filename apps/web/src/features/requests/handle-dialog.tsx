import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { labelKeys } from '../../crud/registry.ts';
import { useRequestChange } from './request-api.ts';
import './texts.ts';
import { TextBox } from '../../components/text-box.tsx';

interface HandleDialogProps {
  resource: ResourceDef;
  row: ResourceRecord;
  onClose(): void;
}

/** Who handles the request and a note about it, changed from its row without opening it. */
export function HandleDialog({ resource, row, onClose }: HandleDialogProps) {
  const { t } = useTranslation();
  const [manager, setManager] = useState<number | null>(typeof row.manager_id === 'number' ? row.manager_id : null);
  const [note, setNote] = useState(typeof row.note === 'string' ? row.note : '');
  const change = useRequestChange(resource, row.id, onClose);
  const max = resource.fields.note?.kind === 'textarea' ? resource.fields.note.max : 2000;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-handle-title">
      <DialogTitle id="request-handle-title">{t('requests.handleTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <ReferencePicker
          id="request-manager"
          name="manager_id"
          target="admin-users"
          value={manager}
          onChange={setManager}
          onBlur={() => undefined}
          inputRef={null}
          label={t(labelKeys.field(resource, 'manager_id'))}
          required={false}
          disabled={change.isPending}
        />
        <TextBox
          label={t(labelKeys.field(resource, 'note'))}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          lines={{ min: 3 }}
          slotProps={{ htmlInput: { maxLength: max } }}
          disabled={change.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={change.isPending}
          onClick={() => change.mutate({ manager_id: manager, note: note.trim() ? note : null })}
        >
          {t('requests.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
