import { setPasswordSchema } from '@kramar/contract';
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
import { notifySuccess } from '../../api/notify.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { setUserPassword } from './security-api.ts';
import './texts.ts';

interface PasswordDialogProps {
  id: number;
  name: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** An administrator sets someone's password; the dialog says first that their sessions end. */
export function PasswordDialog({ id, name, open, onClose, onDone }: PasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useSchemaForm(setPasswordSchema, { password: '' });

  const close = () => {
    if (form.busy) return;
    form.reset();
    onClose();
  };

  const onSubmit = form.submit(async (body) => {
    await setUserPassword(id, body);
    notifySuccess(t('userSecurity.password.done', { name }));
    form.reset();
    onDone();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('userSecurity.password.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('userSecurity.password.text', { name })}</DialogContentText>
          {form.problem ? <Alert severity="error">{form.problem}</Alert> : null}
          <TextField
            {...form.bind('password')}
            helperText={form.errors.password ?? t('profile.passwordRules')}
            label={t('userSecurity.password.field')}
            type="text"
            autoComplete="new-password"
            spellCheck={false}
            autoFocus
            required
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={form.busy}>
            {t('userSecurity.password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
