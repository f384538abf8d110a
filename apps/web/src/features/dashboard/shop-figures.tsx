import { type CurrentUser, can } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n.ts';
import { useDashboard } from './dashboard-data.ts';
import { FigureCards } from './figure-cards.tsx';
import { Empty, LowStock, Panel, TopProducts, Waiting } from './panels.tsx';
import { StatusChart } from './status-chart.tsx';
import './texts.ts';

// the chart library is the page's largest piece: it loads after the figures, in its own chunk
const SalesChart = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.SalesChart })));

const chartSkeleton = <Skeleton variant="rounded" height={220} aria-hidden />;

/**
 * The shop's figures for whoever may see them: the user's scopes say which sections to hold a
 * skeleton for while loading, the answer (which leaves out the others) what to draw.
 */
export function ShopFigures({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const query = useDashboard();
  const data = query.data;
  const sees = {
    orders: can(user, 'orders.show'),
    products: can(user, 'products.show'),
    waiting: can(user, ['admin.requests.show', 'reviews.show']),
  };
  if (!sees.orders && !sees.products && !sees.waiting) return null;
  const orders = data?.orders;
  const products = data?.products;
  return (
    <Box component="section" aria-label={t('dashboardFigures.label')} aria-busy={!data} sx={{ mb: 2 }}>
      {query.isError && !data ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('crudList.retry')}
            </Button>
          }
        >
          {t('dashboardFigures.loadError')}
        </Alert>
      ) : null}
      {sees.orders ? <FigureCards orders={orders} locale={locale} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, mb: 2 }}>
        {sees.orders ? (
          <Panel id="dashboard-sales" title={t('dashboardFigures.sales')}>
            {!orders ? null : orders.daily.some((d) => d.orders > 0) ? (
              <Suspense fallback={chartSkeleton}>
                <SalesChart orders={orders} locale={locale} />
              </Suspense>
            ) : (
              <Empty text={t('dashboardFigures.salesEmpty')} />
            )}
          </Panel>
        ) : null}
        {sees.orders ? (
          <Panel id="dashboard-statuses" title={t('dashboardFigures.byStatus')}>
            {!orders ? null : orders.by_status.length ? (
              <StatusChart orders={orders} locale={locale} />
            ) : (
              <Empty text={t('dashboardFigures.statusEmpty')} />
            )}
          </Panel>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {sees.products ? (
          <Panel id="dashboard-top" title={t('dashboardFigures.top')}>
            {products ? <TopProducts products={products} locale={locale} /> : null}
          </Panel>
        ) : null}
        {sees.products ? (
          <Panel id="dashboard-low-stock" title={t('dashboardFigures.lowStock')}>
            {products ? <LowStock products={products} locale={locale} /> : null}
          </Panel>
        ) : null}
        {sees.waiting ? (
          <Panel id="dashboard-waiting" title={t('dashboardFigures.waiting')}>
            {data ? <Waiting data={data} locale={locale} /> : null}
          </Panel>
        ) : null}
      </Box>
    </Box>
  );
}
