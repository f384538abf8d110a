import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { idParam, textParam, useAddressQuery } from '../../lib/address-query.ts';
import { dashboardQuery, type Workspace, type WorkspaceQuery, workspacesQuery } from './panel-api.ts';
import { CompanyCell, DeliveryText, GroupCell } from './workspace-cells.tsx';
import { WorkspaceCreateDialog } from './workspace-create-dialog.tsx';
import { WorkspaceFilters } from './workspace-filters.tsx';
import './texts.ts';

/** The list's state lives in the address, so it can be bookmarked and the back button works. */
const useWorkspaceQuery = () =>
  useAddressQuery<WorkspaceQuery>({
    search: textParam('search'),
    dealer: idParam('filter[dealer_id]'),
    group: idParam('filter[price_group_id]'),
  });

/** /dealers/workspaces: a dealer's trading points; staff see every dealer's, by company and price group. */
export function WorkspacesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dealer = Boolean(user?.dealer);
  const [query, setQuery] = useWorkspaceQuery();
  const list = useQuery(workspacesQuery(query));
  // a dealer reads its groups' terms from its dashboard: price groups are staff's to read
  const dashboard = useQuery({ ...dashboardQuery, enabled: dealer });
  const own = useMemo(
    () =>
      dealer
        ? new Map(dashboard.data?.workspaces.flatMap((w) => (w.price_group ? [[w.price_group.id, w.price_group]] : [])))
        : undefined,
    [dealer, dashboard.data],
  );
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  // a principal adds its company's trading points, staff any company's; a manager acts for theirs
  const mayAdd = dealer ? user?.dealer?.principal === true : true;
  const [adding, setAdding] = useState(false);
  const rows = list.data?.data ?? [];
  const lastPage = list.data?.meta.last_page ?? 1;
  return (
    <>
      <PageHeader
        title={t('routes.Dealers.Workspaces.Index')}
        subtitle={dealer ? t('dealerPanel.workspacesSubtitle') : t('dealerPanel.workspacesStaffSubtitle')}
        actions={
          mayAdd ? (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('dealerPanel.newWorkspace')}
            </Button>
          ) : undefined
        }
      />
      {adding ? <WorkspaceCreateDialog open staff={!dealer} onClose={() => setAdding(false)} /> : null}
      <WorkspaceFilters query={query} staff={!dealer} onChange={setQuery} />
      {list.isError ? (
        <Alert severity="error">{t('dealerPanel.failed')}</Alert>
      ) : !list.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {query.search || query.dealer !== null || query.group !== null
              ? t('dealerPanel.noMatches')
              : t('dealerPanel.noWorkspaces')}
          </Typography>
        </Paper>
      ) : narrow ? (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('routes.Dealers.Workspaces.Index')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((w) => (
            <Paper component="li" key={w.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
              <NameLink workspace={w} />
              {dealer ? null : (
                <Typography variant="body2" color="text.secondary">
                  <CompanyCell id={w.dealer_id} />
                </Typography>
              )}
              <Typography variant="body2">{[w.city, w.street].filter(Boolean).join(', ')}</Typography>
              <Typography variant="body2" color="text.secondary">
                <DeliveryText method={w.delivery_method} branch={w.np_branch} />
              </Typography>
              <Typography variant="body2">
                <GroupCell id={w.price_group_id} own={own} />
              </Typography>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('routes.Dealers.Workspaces.Index')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dealerPanel.fields.name')}</TableCell>
                {dealer ? null : <TableCell>{t('dealerPanel.company')}</TableCell>}
                <TableCell>{t('dealerPanel.address')}</TableCell>
                <TableCell>{t('dealerPanel.fields.delivery_method')}</TableCell>
                <TableCell>{t('dealerPanel.fields.phone')}</TableCell>
                <TableCell>{t('dealerPanel.priceGroup')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((w) => (
                <TableRow key={w.id} hover>
                  <TableCell>
                    <NameLink workspace={w} />
                  </TableCell>
                  {dealer ? null : (
                    <TableCell>
                      <CompanyCell id={w.dealer_id} />
                    </TableCell>
                  )}
                  <TableCell>{[w.city, w.street].filter(Boolean).join(', ')}</TableCell>
                  <TableCell>
                    <DeliveryText method={w.delivery_method} branch={w.np_branch} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{w.phone ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <GroupCell id={w.price_group_id} own={own} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ListPager
        page={query.page}
        lastPage={lastPage}
        onPage={(page) => setQuery({ page })}
        total={list.data && t('dealerPanel.total', { count: list.data.meta.total })}
      />
    </>
  );
}

function NameLink({ workspace }: { workspace: Workspace }) {
  return (
    <Link component={RouterLink} to={`/dealers/workspaces/${workspace.id}`} sx={{ fontWeight: 600 }}>
      {workspace.name}
    </Link>
  );
}
