import { type MigrationPreview, translateMessage } from '@kramar/contract';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '../../api/error-bodies.ts';
import { notifyError } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { jobKeys } from '../jobs/jobs-api.ts';
import { type MigrationDraft, startMigration } from './migration-api.ts';
import './texts.ts';

/** The last step's primary action, asked once more: moving many products is not undone by a click. */
export function ApplyBar({
  draft,
  preview,
  disabled,
  onStarted,
}: {
  draft: MigrationDraft;
  preview: MigrationPreview;
  disabled: boolean;
  onStarted(jobId: number): void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const job = await startMigration(draft);
      // the top bar's jobs indicator shows it running, wherever the user goes next
      void queryClient.invalidateQueries({ queryKey: jobKeys.list });
      onStarted(job.id);
    } catch (error) {
      // the http client says what went wrong except a refusal, which is the screen's to say (the
      // catalogue changed since the preview); the dialog closes so the mapping can be changed
      const refused = validationErrors(error);
      if (refused) {
        const said = [...Object.values(refused.errors).flat(), refused.message];
        notifyError(said.map((m) => translateMessage(m, i18n.language))[0] ?? '');
      }
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={disabled}>
        {t('migration.apply')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('migration.confirm.title')}
        text={t('migration.confirm.text', {
          products: t('migration.productsCount', { count: preview.products }),
          source: preview.source.title,
          target: preview.target.title,
        })}
        confirmLabel={t('migration.confirm.action')}
        busy={busy}
        onConfirm={() => void start()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
