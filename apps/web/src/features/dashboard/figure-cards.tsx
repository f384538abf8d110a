import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../crud/list/format.ts';
import {
  change,
  type DashboardPeriod,
  hryvnias,
  links,
  type OrdersSection,
  type PeriodKey,
  periodStart,
  periods,
} from './dashboard-data.ts';
import './texts.ts';

/** "+12 %" in green, "−8 %" in red; nothing when the period before had none. */
function Change({ current, previous, locale }: { current: number; previous: number; locale: string }) {
  const { t } = useTranslation();
  const pct = change(current, previous);
  if (pct === null) return null;
  const shown = `${pct > 0 ? '+' : pct < 0 ? '\u2212' : ''}${formatNumber(Math.abs(pct), locale)}\u00a0%`;
  return (
    <Typography
      component="span"
      variant="body2"
      title={t('dashboardFigures.change', { change: shown })}
      sx={{ fontWeight: 600, ml: 1, color: pct > 0 ? 'success.main' : pct < 0 ? 'error.main' : 'text.secondary' }}
    >
      {shown}
    </Typography>
  );
}

function PeriodCard({
  name,
  period,
  from,
  locale,
}: {
  name: PeriodKey;
  period?: DashboardPeriod;
  from?: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const orders = (n: number) => t('dashboardFigures.orders', { count: n, formatted: formatNumber(n, locale) });
  return (
    <Card variant="outlined" component="section" aria-label={t(`dashboardFigures.periods.${name}`)}>
      <CardActionArea
        component={RouterLink}
        to={from ? links.since(from) : '/orders'}
        sx={{ p: 2, display: 'block', height: '100%' }}
      >
        <Typography color="text.secondary">{t(`dashboardFigures.periods.${name}`)}</Typography>
        {period ? (
          <>
            <Typography component="p" sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              <span data-figure="revenue">{hryvnias(period.revenue, locale)}</span>
              <Change current={period.revenue} previous={period.previous_revenue} locale={locale} />
            </Typography>
            <Typography component="p">
              <span data-figure="orders">{orders(period.orders)}</span>
              <Change current={period.orders} previous={period.previous_orders} locale={locale} />
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {`${t(`dashboardFigures.previous.${name}`)}: ${hryvnias(period.previous_revenue, locale)} \u00b7 ${orders(period.previous_orders)}`}
            </Typography>
          </>
        ) : (
          <>
            <Skeleton width="60%" height={40} aria-hidden />
            <Skeleton width="40%" aria-hidden />
            <Skeleton width="70%" aria-hidden />
          </>
        )}
      </CardActionArea>
    </Card>
  );
}

/** Orders and revenue today, over 7 and 30 days against the periods before, and the average order. */
export function FigureCards({ orders, locale }: { orders?: OrdersSection; locale: string }) {
  const { t } = useTranslation();
  const month = orders ? periodStart(orders, 'month') : undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {periods.map((name) => (
        <PeriodCard
          key={name}
          name={name}
          period={orders?.[name]}
          from={orders ? periodStart(orders, name) : undefined}
          locale={locale}
        />
      ))}
      <Card variant="outlined" component="section" aria-label={t('dashboardFigures.average')}>
        <CardActionArea
          component={RouterLink}
          to={month ? links.revenueSince(month) : '/orders'}
          sx={{ p: 2, display: 'block', height: '100%' }}
        >
          <Typography color="text.secondary">{t('dashboardFigures.average')}</Typography>
          {orders ? (
            <Typography component="p" sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              <span data-figure="average">{hryvnias(orders.average_order, locale)}</span>
            </Typography>
          ) : (
            <Skeleton width="60%" height={40} aria-hidden />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('dashboardFigures.averageHint')}
          </Typography>
        </CardActionArea>
      </Card>
    </Box>
  );
}
