import { can, type ResourceRecord } from '@kramar/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { RowActionsExtensionProps } from '../../crud/list/list-extensions.ts';
import { jobKeys } from '../jobs/jobs-api.ts';

/** The address a marketplace fetches: this server's origin, the token, the format's extension. */
export const publicUrl = (row: ResourceRecord): string =>
  `${window.location.origin}/feeds/${String(row.token)}.${row.format === 'csv' ? 'csv' : 'xml'}`;

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const quiet = (run: () => void) => (event: MouseEvent) => {
  // the row opens its record on a click: these act instead
  event.stopPropagation();
  run();
};

/** «Оновити» (a build job, seen in the jobs indicator), the public link to copy, the skipped products' CSV. */
export function FeedRowActions({ row, title, inPanel }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const refresh = useMutation({
    mutationFn: () => http.post<{ data: { job: number } }>(`/feeds/${row.id}/refresh`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: jobKeys.all });
      void client.invalidateQueries({ queryKey: ['feeds'] });
      notifySuccess(t('resources.feeds.actions.refreshed', { title }));
    },
  });
  const rotate = useMutation({
    mutationFn: () => http.post<{ data: { token: string } }>(`/feeds/${row.id}/token`),
    onSuccess: () => {
      setAsking(false);
      void client.invalidateQueries({ queryKey: ['feeds'] });
      notifySuccess(t('resources.feeds.actions.rotated'));
    },
  });
  const copy = async () => {
    const url = publicUrl(row);
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('resources.feeds.actions.copied'));
    } catch {
      notifyError(t('resources.feeds.actions.copyFailed', { url }));
    }
  };
  const skipped = async () => {
    const text = await http.get<string>(`/feeds/${row.id}/skipped`);
    download(text, `feed-${row.id}-skipped.csv`);
  };
  const mayWrite = can(user, 'feeds.edit');
  const built = Boolean(row.last_finished_at);
  if (inPanel) {
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {mayWrite && (
          <Button
            size="small"
            startIcon={<SyncRounded />}
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            {t('resources.feeds.actions.refresh')}
          </Button>
        )}
        <Button size="small" startIcon={<LinkRounded />} onClick={() => void copy()}>
          {t('resources.feeds.actions.copy')}
        </Button>
        {built && (
          <Button size="small" startIcon={<DownloadRounded />} onClick={() => void skipped()}>
            {t('resources.feeds.actions.skipped')}
          </Button>
        )}
        {mayWrite && (
          <Button size="small" color="warning" onClick={() => setAsking(true)}>
            {t('resources.feeds.actions.rotate')}
          </Button>
        )}
        <ConfirmDialog
          open={asking}
          title={t('resources.feeds.actions.rotate')}
          text={t('resources.feeds.actions.rotateConfirm', { title })}
          confirmLabel={t('resources.feeds.actions.rotate')}
          destructive
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate()}
          onClose={() => setAsking(false)}
        />
      </Stack>
    );
  }
  return (
    <>
      {mayWrite && (
        <IconButton
          size="small"
          aria-label={t('resources.feeds.actions.refreshRow', { title })}
          title={t('resources.feeds.actions.refresh')}
          disabled={refresh.isPending}
          onClick={quiet(() => refresh.mutate())}
        >
          <SyncRounded fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={t('resources.feeds.actions.copy')}
        title={publicUrl(row)}
        onClick={quiet(() => void copy())}
      >
        <LinkRounded fontSize="small" />
      </IconButton>
      {built && (
        <IconButton
          size="small"
          aria-label={t('resources.feeds.actions.skipped')}
          title={t('resources.feeds.actions.skipped')}
          onClick={quiet(() => void skipped())}
        >
          <DownloadRounded fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
