import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApproveResult } from './sandbox-review.ts';
import './texts.ts';
import { TextBox } from '../../components/text-box.tsx';

interface RejectDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm(note: string): void;
  onClose(): void;
}

/** Rejecting removes the items for good: asked first, with an optional reason kept in the history. */
export function RejectDialog({ open, count, busy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => setNote('') } }}
    >
      <DialogTitle id={titleId}>{t('sandbox.rejectTitle', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('sandbox.rejectText')}</DialogContentText>
        <TextBox
          label={t('sandbox.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          lines={{ min: 2 }}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => onConfirm(note)} disabled={busy}>
          {t('sandbox.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The items approval turned down, each with what stopped it, to be corrected in the side panel. */
export function FailedDialog({ failed, onClose }: { failed: ApproveResult['failed']; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={failed.length > 0} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('sandbox.failedTitle', { count: failed.length })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('sandbox.failedText')}
        </Alert>
        <List dense>
          {failed.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText primary={item.name} secondary={Object.values(item.errors).flat().join(' ')} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
