import { can } from '@kramar/contract';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import type { BulkActionsProps } from '../../crud/list/list-extensions.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { jobKeys } from '../jobs/jobs-api.ts';
import './texts.ts';

interface Started {
  data: { jobs: { partner: number; job: number }[] };
}

/**
 * "Sync with partners" for the chosen products: a sync job per partner that maps them,
 * followed in the jobs indicator; the mappings list shows each row's outcome.
 */
export function SyncBulkAction({ ids, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const sync = useMutation({
    mutationFn: () => http.post<Started>('/products/foxylink/sync/batch', { ids: [...ids] }),
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: jobKeys.all });
      void client.invalidateQueries({ queryKey: ['foxy-link-mappings'] });
      notifySuccess(t('foxyLink.syncStarted', { count: res.data.jobs.length }));
      onDone();
    },
    // nothing chosen is mapped to a partner with a sync address: the server says so
    onError: reportFailure,
  });
  if (!can(user, 'foxy_link.edit')) return null;
  return (
    <Button startIcon={<SyncAltRounded />} disabled={sync.isPending} onClick={() => sync.mutate()}>
      {t('foxyLink.sync')}
    </Button>
  );
}
