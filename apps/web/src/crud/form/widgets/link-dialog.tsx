import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LinkDialogProps {
  open: boolean;
  initial: string;
  onApply(href: string): void;
  onClose(): void;
}

/** Asks for a link's address; an address without a scheme gets https://, an empty one removes the link. */
export function LinkDialog({ open, initial, onApply, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [href, setHref] = useState(initial);
  useEffect(() => {
    if (open) setHref(initial);
  }, [open, initial]);

  const submit = (event: FormEvent) => {
    // the dialog sits inside the record's form in the DOM tree of React events
    event.preventDefault();
    event.stopPropagation();
    const value = href.trim();
    onApply(value === '' || /^(https?:|mailto:|tel:|\/|#)/i.test(value) ? value : `https://${value}`);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('crudForm.editor.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('crudForm.editor.linkUrl')}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            type="url"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('crudForm.editor.linkApply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
