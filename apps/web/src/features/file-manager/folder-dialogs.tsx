import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../api/files.ts';
import { FolderSelect } from '../../components/file-library/folder-select.tsx';
import './texts.ts';

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  onSave(name: string): Promise<unknown>;
  onClose(): void;
}

/** A name asked for (a new folder, a folder or file renamed); the server's refusal shows under the field. */
export function NameDialog({ open, title, label, initial, onSave, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(undefined);
    }
  }, [open, initial]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('fileManager.nameRequired'));
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (failure) {
      setError(refusalMessage(failure));
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
            label={label}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('fileManager.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface FolderPickDialogProps {
  open: boolean;
  title: string;
  initial: number | null;
  excluded?: ReadonlySet<number>;
  onPick(folder: number | null): Promise<unknown>;
  onClose(): void;
}

/** Where to move a folder or files: the tree as an indented list, the top level included. */
export function FolderPickDialog({ open, title, initial, excluded, onPick, onClose }: FolderPickDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [folder, setFolder] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setFolder(initial);
      setError(undefined);
    }
  }, [open, initial]);
  const submit = async () => {
    setBusy(true);
    try {
      await onPick(folder);
      onClose();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'grid' }}>
        <FolderSelect
          label={t('fileManager.targetFolder')}
          value={folder}
          onChange={setFolder}
          excluded={excluded}
          size="medium"
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {t('fileManager.moveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
