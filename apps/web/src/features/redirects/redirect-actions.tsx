import { can, writeScope } from '@kramar/contract';
import CachedOutlined from '@mui/icons-material/CachedOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatNumber } from '../../crud/list/format.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { clearRedirectCache } from './redirect-api.ts';

const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));

/** CSV import and cache clearing beside the create action on the redirect list, for those who may write. */
export function RedirectActions({ resource }: ListExtensionProps) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const clear = useMutation({
    mutationFn: () => clearRedirectCache(resource),
    onSuccess: ({ entries }) => {
      setConfirming(false);
      notifySuccess(
        t('modules.redirects.cacheCleared', {
          count: entries,
          formatted: formatNumber(entries, intlLocale(i18n.language)),
        }),
      );
    },
    onError: reportFailure,
  });
  if (!can(user, writeScope(resource))) return null;

  return (
    <>
      <Button variant="outlined" startIcon={<CachedOutlined />} onClick={() => setConfirming(true)}>
        {t('modules.redirects.clearCache')}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
        {t('modules.redirects.import')}
      </Button>
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        busy={clear.isPending}
        title={t('modules.redirects.clearCacheTitle')}
        text={t('modules.redirects.clearCacheText')}
        confirmLabel={t('modules.redirects.clearCacheConfirm')}
        onConfirm={() => clear.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
