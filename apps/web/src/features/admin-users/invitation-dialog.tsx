import type { Invitation } from '@kramar/contract';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
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
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { shopTimeZone } from '../../lib/shop-time-zone.ts';
import './texts.ts';

interface InvitationDialogProps {
  invitation: Invitation | undefined;
  name: string;
  onClose: () => void;
}

/** The link is shown this once (the server keeps only its hash): copy it now or make another. */
export function InvitationDialog({ invitation, name, onClose }: InvitationDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const expires = invitation
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: shopTimeZone(),
      }).format(new Date(invitation.expires_at))
    : '';

  const copy = async () => {
    if (!invitation) return;
    try {
      await navigator.clipboard.writeText(invitation.url);
      notifySuccess(t('userSecurity.invitation.copied'));
    } catch {
      notifyError(t('userSecurity.invitation.copyFailed'));
    }
  };

  return (
    <Dialog open={Boolean(invitation)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('userSecurity.invitation.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('userSecurity.invitation.text', { name, expires })}</DialogContentText>
        <TextField
          label={t('userSecurity.invitation.link')}
          value={invitation?.url ?? ''}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Alert severity="warning">{t('userSecurity.invitation.once')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" startIcon={<ContentCopyRounded />} onClick={() => void copy()} autoFocus>
          {t('userSecurity.invitation.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
