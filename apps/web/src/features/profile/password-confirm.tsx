import { passwordConfirmSchema, twoFactorDisableSchema } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../lib/schema-form.ts';
import './texts.ts';

interface PasswordConfirmProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  destructive?: boolean;
  /** A code of the second factor is asked for too (turning it off). */
  withCode?: boolean;
  /** Sends the password (and the code); rejects with the server's refusal, shown on the field. */
  onConfirm: (body: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** Setting up, turning off or replacing the codes of the second factor asks for the password again. */
export function PasswordConfirm({
  open,
  title,
  text,
  confirmLabel,
  destructive,
  withCode,
  onConfirm,
  onClose,
}: PasswordConfirmProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useSchemaForm<Record<string, string>>(
    withCode ? twoFactorDisableSchema : passwordConfirmSchema,
    withCode ? { password: '', code: '' } : { password: '' },
  );

  const close = () => {
    if (form.busy) return;
    form.reset();
    onClose();
  };

  const onSubmit = form.submit(async (body) => {
    await onConfirm(body);
    form.reset();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{text}</DialogContentText>
          {form.problem ? <Alert severity="error">{form.problem}</Alert> : null}
          <TextField
            {...form.bind('password')}
            label={t('profile.password.current')}
            type="password"
            autoComplete="current-password"
            autoFocus
            required
          />
          {withCode ? (
            <TextField
              {...form.bind('code')}
              helperText={form.errors.code ?? t('profile.twoFactor.codeHint')}
              label={t('profile.twoFactor.code')}
              autoComplete="one-time-code"
              required
              slotProps={{ htmlInput: { spellCheck: false, maxLength: 32 } }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={form.busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
