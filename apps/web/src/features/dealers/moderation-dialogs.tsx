import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBox } from '../../components/text-box.tsx';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import type { Approval } from './moderation-api.ts';
import './texts.ts';

interface DecisionDialogProps {
  open: boolean;
  ids: number[];
  /** The company's name when one application is decided, to say whose it is. */
  name: string;
  busy: boolean;
  onClose(): void;
}

/** Approving asks for the price group and the staff member who looks after the dealer. */
export function ApproveDialog({
  open,
  ids,
  name,
  busy,
  onClose,
  onConfirm,
}: DecisionDialogProps & {
  onConfirm(approval: Approval): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const [group, setGroup] = useState<number | null>(null);
  const [manager, setManager] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const confirm = () => {
    setTried(true);
    if (group !== null && manager !== null) onConfirm({ ids, price_group_id: group, manager_id: manager });
  };
  const pickers = [
    {
      name: 'price_group_id',
      target: 'price-groups',
      value: group,
      set: setGroup,
      label: t('dealerModeration.priceGroup'),
    },
    {
      name: 'manager_id',
      target: 'admin-users',
      value: manager,
      set: setManager,
      label: t('dealerModeration.manager'),
    },
  ];
  const reset = () => {
    setGroup(null);
    setManager(null);
    setTried(false);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{t('dealerModeration.approveTitle', { count: ids.length, name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dealerModeration.approveText')}</DialogContentText>
        <Stack spacing={2}>
          {pickers.map((picker) => (
            <ReferencePicker
              key={picker.name}
              id={`${fieldId}-${picker.name}`}
              name={picker.name}
              target={picker.target}
              value={picker.value}
              onChange={picker.set}
              onBlur={() => undefined}
              inputRef={null}
              label={picker.label}
              required
              disabled={busy}
              error={tried && picker.value === null ? t('dealerModeration.chooseBoth') : undefined}
            />
          ))}
          {tried && (group === null || manager === null) ? (
            <Alert severity="warning">{t('dealerModeration.chooseBoth')}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="success" onClick={confirm} disabled={busy}>
          {t('dealerModeration.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onClose(): void;
  onConfirm(reason: string): void;
}

/** Rejecting and blocking need a reason: the dealer reads it in the e-mail and when trying to sign in. */
export function ReasonDialog({ open, title, text, confirmLabel, busy, onClose, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTried(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextBox
          label={t('dealerModeration.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          lines={{ min: 2 }}
          fullWidth
          required
          error={tried && empty}
          helperText={tried && empty ? t('dealerModeration.reasonRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (!empty) onConfirm(reason.trim());
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
