import { savedViewLimits, translateMessage } from '@kramar/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.ts';

interface ViewNameDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  initialName: string;
  /** Only an owner may show a view to everyone: the box is there for them alone. */
  canShare: boolean;
  onSubmit(name: string, shared: boolean): Promise<unknown>;
  onClose(): void;
}

/** Names a new view, or renames one; the server's refusal (a name taken) lands under the field. */
export function ViewNameDialog({
  open,
  title,
  confirmLabel,
  initialName,
  canShare,
  onSubmit,
  onClose,
}: ViewNameDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('savedViews.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim(), shared);
    } catch (failure) {
      const errors =
        failure instanceof HttpError ? (failure.body as { errors?: Record<string, string[]> })?.errors : undefined;
      const message = errors?.name?.[0] ?? errors?.shared?.[0];
      if (message) setError(translateMessage(message, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('savedViews.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? t('savedViews.nameHint')}
            slotProps={{ htmlInput: { maxLength: savedViewLimits.name } }}
            required
          />
          {canShare ? (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
              label={t('savedViews.share')}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
