import type { MigrationPreview } from '@kramar/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type MigrationDraft, startMigration } from './migration-api.ts';

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
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const job = await startMigration(draft);
      onStarted(job.id);
    } catch {
      // the http client has said what went wrong; the dialog closes so the user can change the mapping
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
