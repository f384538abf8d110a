import { can } from '@kramar/contract/access.ts';
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
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type DealerOrder, ordersQuery } from './api.ts';
import { useFormat } from './format.ts';
import { OrderFilters } from './order-filters.tsx';
import { useOrdersQuery } from './orders-query.ts';
import { StatusChip } from './status-chip.tsx';
import './texts.ts';
import './orders-texts.ts';

const SettingsDialog = lazy(() => import('./settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })));

function NumberLink({ order }: { order: DealerOrder }) {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={`/dealers/orders/${order.id}`} sx={{ fontWeight: 600 }}>
      {t('dealerOrders.numberShort', { number: order.number })}
    </Link>
  );
}

/** /dealers/orders: a dealer's orders (a manager's: its workspaces'); staff see every dealer's. */
export function DealerOrdersPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const staff = !user?.dealer;
  const [query, setQuery] = useOrdersQuery();
  const list = useQuery(ordersQuery(query));
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [settings, setSettings] = useState(false);
  const rows = list.data?.data ?? [];
  const lastPage = list.data?.meta.last_page ?? 1;
  return (
    <>
      <PageHeader
        title={t('routes.Dealers.Orders.Index')}
        subtitle={staff ? t('dealerOrders.list.staffSubtitle') : t('dealerOrders.list.subtitle')}
        actions={
          staff ? (
            can(user, 'dealer.dashboard') ? (
              <Button variant="outlined" onClick={() => setSettings(true)}>
                {t('dealerOrders.settings.open')}
              </Button>
            ) : undefined
          ) : (
            <Button variant="contained" component={RouterLink} to="/dealers/orders/new">
              {t('dealerOrders.list.new')}
            </Button>
          )
        }
      />
      {settings ? (
        <Suspense fallback={null}>
          <SettingsDialog onClose={() => setSettings(false)} />
        </Suspense>
      ) : null}
      <OrderFilters query={query} staff={staff} onChange={setQuery} />
      {list.isError ? (
        <Alert severity="error">{t('dealerOrders.failed')}</Alert>
      ) : !list.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('dealerOrders.list.empty')}</Typography>
        </Paper>
      ) : narrow ? (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('routes.Dealers.Orders.Index')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((o) => (
            <Paper component="li" key={o.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.75 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <NumberLink order={o} />
                <StatusChip id={o.status_id} title={o.status_title} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {f.dateTime(o.created_at)} · {staff ? `${o.dealer_name} · ` : ''}
                {o.workspace_name}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{f.money(o.total)}</Typography>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('routes.Dealers.Orders.Index')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dealerOrders.fields.number')}</TableCell>
                <TableCell>{t('dealerOrders.fields.date')}</TableCell>
                {staff ? <TableCell>{t('dealerOrders.fields.company')}</TableCell> : null}
                <TableCell>{t('dealerOrders.workspace')}</TableCell>
                <TableCell>{t('dealerOrders.fields.status')}</TableCell>
                <TableCell align="right">{t('dealerOrders.fields.sum')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.id} hover>
                  <TableCell>
                    <NumberLink order={o} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.dateTime(o.created_at)}</TableCell>
                  {staff ? <TableCell>{o.dealer_name}</TableCell> : null}
                  <TableCell>{o.workspace_name}</TableCell>
                  <TableCell>
                    <StatusChip id={o.status_id} title={o.status_title} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                    {f.money(o.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ListPager page={query.page} lastPage={lastPage} onPage={(page) => setQuery({ page })} />
    </>
  );
}
