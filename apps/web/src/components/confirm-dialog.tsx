import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: ReactNode;
  /** Destructive actions get the error colour and the focus stays on "cancel". */
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asked before anything destructive or wide (delete, bulk changes, leaving unsaved work). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  destructive,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={destructive}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          autoFocus={!destructive}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface DeleteDialogProps {
  open: boolean;
  /** One record: its title, named in the question. */
  title?: string;
  /** Several selected records: how many (Ukrainian plurals through i18next). */
  count?: number;
  busy?: boolean;
  /** The delete waits a few seconds for «Скасувати» in its toast: the question says so. */
  undoable?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The one delete question: a list row, the bulk bar and the form ask it in the same words. */
export function DeleteDialog({ open, title, count, busy, undoable, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  // the caller forgets the record on close; the words stay while the dialog fades out
  const shown = useRef(title);
  if (open && title) shown.current = title;
  const many = count !== undefined;
  return (
    <ConfirmDialog
      open={open}
      destructive
      busy={busy}
      title={many ? t('crudDelete.titleMany', { count }) : t('crudDelete.title', { title: shown.current ?? '' })}
      text={many ? t('crudDelete.textMany') : t(undoable ? 'crudDelete.textUndo' : 'crudDelete.text')}
      confirmLabel={t('crudDelete.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
