import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { catalogQuery, facetsQuery } from './api.ts';
import { CatalogFilters } from './catalog-filters.tsx';
import { CatalogList } from './catalog-list.tsx';
import { narrowed, useCatalogQuery } from './catalog-query.ts';
import { DraftSummary } from './draft-summary.tsx';
import { NoWorkspace } from './no-workspace.tsx';
import { useWorkspaceChoice, WorkspaceSelect } from './workspace-choice.tsx';
import './texts.ts';
import './catalog-texts.ts';

const skeletonRows = ['a', 'b', 'c', 'd', 'e', 'f'];

/** /dealers/catalog: the goods the workspace's price group sees, at its prices, added to its draft. */
export function DealerCatalogPage() {
  const { t } = useTranslation();
  const choice = useWorkspaceChoice();
  const workspace = choice.workspace;
  const [query, setQuery] = useCatalogQuery();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const list = useQuery({ ...catalogQuery(workspace ?? 0, query), enabled: workspace !== null });
  const facets = useQuery({ ...facetsQuery(workspace ?? 0), enabled: workspace !== null });
  // The query store answers synchronously, and a page of cards drawn then held a phone's main thread
  // in one task: the page is drawn from deferred copies, in slices the browser can interrupt (as the
  // staff's lists and forms are), and the skeleton stays until it is done.
  const page = useDeferredValue(list.data);
  const facetsData = useDeferredValue(facets.data);
  const items = page?.data ?? [];
  const lastPage = page?.meta.last_page ?? 1;
  return (
    <>
      <PageHeader
        title={t('routes.Dealers.Catalog')}
        subtitle={t('dealerOrders.catalog.subtitle')}
        actions={<WorkspaceSelect choice={choice} />}
      />
      {workspace === null ? (
        choice.loading ? (
          <Skeleton variant="rounded" height={320} />
        ) : (
          <NoWorkspace />
        )
      ) : (
        <>
          <CatalogFilters query={query} facets={facetsData} onChange={setQuery} />
          {list.isError ? (
            <Alert severity="error">{t('dealerOrders.failed')}</Alert>
          ) : !page ? (
            <Stack spacing={1} aria-busy="true" aria-label={t('dealerOrders.loading')}>
              {skeletonRows.map((row) => (
                <Skeleton key={row} variant="rounded" height={phone ? 140 : 56} />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('dealerOrders.catalog.emptyTitle')}</Typography>
              <Typography color="text.secondary">
                {narrowed(query) ? t('dealerOrders.catalog.emptyNarrowed') : t('dealerOrders.catalog.emptyAll')}
              </Typography>
            </Paper>
          ) : (
            <CatalogList workspace={workspace} items={items} cards={phone} />
          )}
          <ListPager
            page={query.page}
            lastPage={lastPage}
            onPage={(page) => setQuery({ page })}
            size={phone ? 'small' : 'medium'}
          />
          {page ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('dealerOrders.catalog.total', { count: page.meta.total })}
            </Typography>
          ) : null}
          <DraftSummary workspace={workspace} />
        </>
      )}
    </>
  );
}
