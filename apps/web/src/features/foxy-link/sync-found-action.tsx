import { can, type ListMeta } from '@kramar/contract';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { LazyConfirmDialog } from '../../components/lazy-dialogs.ts';
import { formatNumber } from '../../crud/list/format.ts';
import type { ListActionsProps } from '../../crud/list/list-extensions.ts';
import { isFiltered, toApiQuery } from '../../crud/list/list-query.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { useListQuery } from '../../crud/list/use-list-query.ts';
import type { ListQuery } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { jobKeys } from '../jobs/jobs-api.ts';
import './texts.ts';

interface Started {
  data: { jobs: { partner: number; job: number }[] };
}

/**
 * The body of a sync by filter: the filter and search the list sends to `GET /api/products`
 * (datetime days as the shop's instants, empty values left out), so the server finds the same rows.
 */
function syncFoundBody(query: ListQuery): { filter: ListQuery['filter']; search?: string } {
  const filter: ListQuery['filter'] = {};
  for (const [name, value] of Object.entries(query.filter)) {
    if (typeof value === 'string') {
      if (value !== '') filter[name] = value;
    } else if (value.from || value.to) {
      filter[name] = { ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) };
    }
  }
  return query.search ? { filter, search: query.search } : { filter };
}

/** The dialog's question names the count as the list's subtitle does: exact, "about", "more than". */
const titleKey = (meta: ListMeta): string =>
  meta.total_is_lower_bound
    ? 'foxyLink.syncFoundTitleMore'
    : meta.total_is_estimate
      ? 'foxyLink.syncFoundTitleEstimate'
      : 'foxyLink.syncFoundTitle';

/**
 * "Sync found with partners": every product the filtered list finds, on every page, asked first
 * with their number; a sync job per partner that maps any of them, followed in the jobs indicator.
 */
export function SyncFoundAction({ resource, found }: ListActionsProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const { query } = useListQuery(resource);
  const [asking, setAsking] = useState(false);
  // on a phone its words would take a line of their own and push the list down as a search is typed
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const sync = useMutation({
    mutationFn: (body: ReturnType<typeof syncFoundBody>) => http.post<Started>('/products/foxylink/sync/batch', body),
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: jobKeys.all });
      void client.invalidateQueries({ queryKey: ['foxy-link-mappings'] });
      notifySuccess(t('foxyLink.syncStarted', { count: res.data.jobs.length }));
      setAsking(false);
    },
    // none of the found products is mapped to a partner with a sync address: the server says so
    onError: (error) => {
      setAsking(false);
      reportFailure(error);
    },
  });
  // the whole catalogue is not one click away: a filter or a search says which products
  if (!can(user, 'foxy_link.edit') || !isFiltered(query)) return null;
  const total = found?.total ?? 0;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={phone ? undefined : <SyncAltRounded />}
        aria-label={phone ? t('foxyLink.syncFound') : undefined}
        title={phone ? t('foxyLink.syncFound') : undefined}
        sx={phone ? { minWidth: 0, px: 1 } : undefined}
        // the count must be the current filter's before it is named in the question
        disabled={!found || total === 0 || sync.isPending}
        onClick={() => setAsking(true)}
      >
        {phone ? <SyncAltRounded /> : t('foxyLink.syncFound')}
      </Button>
      {asking && found ? (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open
            busy={sync.isPending}
            title={t(titleKey(found), { count: total, total: formatNumber(total, intlLocale(i18n.language)) })}
            text={t('foxyLink.syncFoundText')}
            confirmLabel={t('foxyLink.syncFoundConfirm')}
            onConfirm={() => sync.mutate(syncFoundBody(toApiQuery(resource, query)))}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
