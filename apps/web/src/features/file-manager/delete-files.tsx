import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { deleteFiles, fileKeys, type LibraryFile, type Usage, usagesOfRefusal } from '../../api/files.ts';
import { notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import './texts.ts';

/** The records that show a file, each a link to its screen. */
export function UsageLinks({ used }: { used: readonly Usage[] }) {
  const { t } = useTranslation();
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {used.map((u) => (
        <li key={`${u.resource}:${u.id}:${u.field}:${u.path}`}>
          <Link component={RouterLink} to={u.link}>
            {t('fileManager.usage', {
              resource: t(`resources.${u.resource}.one`, { defaultValue: u.resource }),
              title: u.title,
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type Step = { files: LibraryFile[]; used?: Usage[]; message?: string };

/**
 * Deleting files: asked first; a file some record shows is refused by the server with «used by N
 * records», and the second question lists those records before anything is removed from them.
 */
export function useDeleteFiles(onDeleted?: (ids: number[]) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const titleId = useId();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (confirm: boolean) => {
    if (!step) return;
    const ids = step.files.map((f) => f.id);
    setBusy(true);
    try {
      const done = await deleteFiles(ids, confirm);
      notifySuccess(t('fileManager.deleted', { count: done.deleted }));
      setStep(null);
      onDeleted?.(ids);
      await client.invalidateQueries({ queryKey: fileKeys.all });
    } catch (error) {
      const refusal = usagesOfRefusal(error);
      if (refusal) setStep({ ...step, used: refusal.used, message: refusal.message });
      else setStep(null);
    } finally {
      setBusy(false);
    }
  };

  const one = step?.files.length === 1 ? step.files[0] : undefined;
  const dialogs = (
    <>
      <ConfirmDialog
        open={Boolean(step && !step.used)}
        destructive
        busy={busy}
        title={
          one
            ? t('fileManager.deleteOne', { name: one.name })
            : t('fileManager.deleteMany', { count: step?.files.length ?? 0 })
        }
        text={t('fileManager.deleteText')}
        confirmLabel={t('fileManager.delete')}
        onConfirm={() => void run(false)}
        onClose={() => setStep(null)}
      />
      <Dialog
        open={Boolean(step?.used)}
        onClose={busy ? undefined : () => setStep(null)}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>{step?.message}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('fileManager.inUseText')}</DialogContentText>
          <UsageLinks used={step?.used ?? []} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep(null)} disabled={busy} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void run(true)}>
            {t('fileManager.deleteAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
  return { ask: (files: LibraryFile[]) => setStep({ files }), dialogs };
}
