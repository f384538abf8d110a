import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type AddressParam, idParam, textParam, useAddressQuery } from '../../lib/address-query.ts';
import { useWorkspaceNames } from './company-workspaces.ts';
import { ManagerFilters } from './manager-filters.tsx';
import { ManagerCards, ManagerTable } from './manager-rows.tsx';
import { type ActiveFilter, type ManagerQuery, managersQuery } from './managers-api.ts';
import './texts.ts';

const activeParam: AddressParam<ActiveFilter> = {
  key: 'filter[active]',
  read: (raw) => (raw === '1' ? 'active' : raw === '0' ? 'inactive' : 'all'),
  write: (v) => (v === 'all' ? null : v === 'active' ? '1' : '0'),
};

/** The list's state lives in the address, so it can be bookmarked and the back button works. */
const useManagerQuery = () =>
  useAddressQuery<ManagerQuery>({
    search: textParam('search'),
    dealer: idParam('filter[dealer_id]'),
    active: activeParam,
  });

/** /dealers/managers: a principal's own people; staff see every company's, by company. */
export function ManagersPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dealer = Boolean(user?.dealer);
  const [query, setQuery] = useManagerQuery();
  const list = useQuery(managersQuery(query));
  const rows = list.data?.data ?? [];
  // a dealer's workspaces are its own (one list); staff's are each company's on the page
  const { names } = useWorkspaceNames(
    dealer ? (rows.length ? [null] : []) : rows.map((m) => m.dealer_id),
    rows.flatMap((m) => m.workspaces),
  );
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const lastPage = list.data?.meta.last_page ?? 1;
  const filtered = query.search !== '' || query.dealer !== null || query.active !== 'all';
  const invite = (
    <Button component={RouterLink} to="/dealers/managers/new" variant="contained" startIcon={<PersonAddAlt1Outlined />}>
      {t('dealerManagers.invite')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('routes.Dealers.Managers.Index')}
        subtitle={dealer ? t('dealerManagers.subtitle') : t('dealerManagers.staffSubtitle')}
        actions={invite}
      />
      <ManagerFilters query={query} staff={!dealer} onChange={setQuery} />
      {list.isError ? (
        <Alert severity="error">{t('dealerManagers.failed')}</Alert>
      ) : !list.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          {filtered ? (
            <Typography color="text.secondary">{t('dealerManagers.noMatches')}</Typography>
          ) : (
            <>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('dealerManagers.empty')}
              </Typography>
              <Typography color="text.secondary">{t('dealerManagers.emptyHint')}</Typography>
              {invite}
            </>
          )}
        </Paper>
      ) : narrow ? (
        <ManagerCards rows={rows} names={names} staff={!dealer} />
      ) : (
        <ManagerTable rows={rows} names={names} staff={!dealer} />
      )}
      <ListPager
        page={query.page}
        lastPage={lastPage}
        onPage={(page) => setQuery({ page })}
        total={list.data && t('dealerManagers.total', { count: list.data.meta.total })}
      />
    </>
  );
}
