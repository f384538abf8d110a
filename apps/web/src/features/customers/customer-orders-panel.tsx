import { can, type ListEnvelope, type ResourceRecord } from '@kramar/contract';
import MergeTypeOutlined from '@mui/icons-material/MergeTypeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { http } from '../../api/http.ts';
import { useCurrentUser } from '../../api/session.ts';
import { SidePanel } from '../../components/side-panel.tsx';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import { formatDateTime, formatMoney } from '../../crud/list/format.ts';
import { useReferenceLabel } from '../../crud/list/reference-labels.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import './texts.ts';

const MergeDialog = lazy(() => import('./merge-dialog.tsx').then((m) => ({ default: m.MergeDialog })));
const shown = 10;

/** One figure of the customer: its label above, the value below. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** An order's status by name, as any reference is named (one look-up per status, cached). */
function StatusName({ id }: { id: number }) {
  return useReferenceLabel('order-statuses', String(id));
}

/** The customer's latest orders (the orders list, filtered by them), each opening its screen. */
function CustomerOrders({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const list = useQuery({
    // under the orders' key: an order saved anywhere refreshes this list
    queryKey: ['orders', 'of-customer', String(id)] as const,
    queryFn: ({ signal }) =>
      http.get<ListEnvelope<ResourceRecord>>('/orders', {
        query: { 'filter[customer_id]': id, per_page: shown, sort: '-created_at' },
        signal,
      }),
  });
  if (list.isPending) return <Skeleton variant="rounded" height={72} />;
  const rows = list.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {list.isError ? t('customers.ordersError') : t('customers.noOrders')}
      </Typography>
    );
  }
  const total = list.data?.meta.total;
  return (
    <>
      {/* the date under the number: four columns do not fit the 360 px beside the form */}
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& td, & th': { py: 0.5, pr: 1 },
          '& td:last-of-type, & th:last-of-type': { pr: 0 },
        }}
      >
        <thead>
          <tr>
            {(['number', 'total', 'status_id'] as const).map((f) => (
              <Typography key={f} component="th" variant="caption" color="text.secondary" sx={{ textAlign: 'left' }}>
                {t(`resources.orders.fields.${f}`)}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <Typography component="tr" variant="body2" key={order.id} sx={{ verticalAlign: 'top' }}>
              <td>
                <Link component={RouterLink} to={`/orders/${order.id}`} sx={{ fontWeight: 600 }}>
                  {String(order.number ?? `#${order.id}`)}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatDateTime(order.created_at, locale)}
                </Typography>
              </td>
              <Box component="td" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(order.total, locale)}
              </Box>
              <td>{typeof order.status_id === 'number' ? <StatusName id={order.status_id} /> : null}</td>
            </Typography>
          ))}
        </tbody>
      </Box>
      {typeof total === 'number' && total > rows.length ? (
        <Link component={RouterLink} to={`/orders?filter[customer_id]=${id}`}>
          {t('customers.allOrders', { count: total })}
        </Link>
      ) : null}
    </>
  );
}

/** Beside the customer's form: their figures, their orders, and merging a duplicate into them. */
export function CustomerOrdersPanel({ resource, id, canWrite }: FormExtensionProps) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const locale = intlLocale(i18n.language);
  const [merging, setMerging] = useState(false);
  const customer = useQuery(recordQueryOptions(resource, id));
  const c = customer.data;
  const count = Number(c?.orders_count ?? 0);
  const spent = Number(c?.total_spent ?? 0);
  return (
    <SidePanel
      id="customer-orders-heading"
      title={t('customers.ordersTitle')}
      action={
        canWrite ? (
          <Button size="small" startIcon={<MergeTypeOutlined />} onClick={() => setMerging(true)}>
            {t('customers.merge')}
          </Button>
        ) : null
      }
    >
      {customer.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1.5 }}>
          <Figure label={t('customers.ordersCount')} value={String(count)} />
          <Figure label={t('customers.totalSpent')} value={formatMoney(spent, locale)} />
          <Figure
            label={t('customers.averageOrder')}
            value={count ? formatMoney(Math.round(spent / count), locale) : ''}
          />
          <Figure
            label={t('customers.lastOrder')}
            value={c?.last_order_at ? formatDateTime(c.last_order_at, locale) : ''}
          />
        </Box>
      )}
      {can(user, 'orders.show') ? <CustomerOrders id={id} /> : null}
      {merging ? (
        <Suspense fallback={null}>
          <MergeDialog resource={resource} id={id} onClose={() => setMerging(false)} />
        </Suspense>
      ) : null}
    </SidePanel>
  );
}
