import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatNumber } from '../../crud/list/format.ts';
import { links, type OrdersSection } from './dashboard-data.ts';
import './texts.ts';

/**
 * The dashboard's two charts, in a chunk of their own with the chart library: /dashboard's first
 * JS stays the shell's, and the charts draw a moment later in the space their skeletons held.
 * Loaded only when there is something to draw (shop-figures.tsx says so without them).
 */

const chartHeight = 260;

/** A shop day (YYYY-MM-DD) as "24.11": the day is already the shop's, so no time zone is applied. */
const shortDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export function SalesChart({ orders, locale }: { orders: OrdersSection; locale: string }) {
  const { t } = useTranslation();
  return (
    <ChartsContainer
      height={chartHeight}
      dataset={orders.daily.map((d) => ({ date: d.date, revenue: d.revenue / 100, orders: d.orders }))}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'date',
          valueFormatter: (v: string) => shortDate(v, locale),
          tickLabelInterval: (_v: string, i: number) => i % 5 === 4,
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => formatNumber(v, locale), width: 72 }]}
      series={[
        {
          type: 'bar',
          dataKey: 'revenue',
          label: t('dashboardFigures.revenue'),
          valueFormatter: (v) => formatMoney(Math.round((v ?? 0) * 100), locale),
        },
      ]}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
    >
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}

export function StatusChart({ orders, locale }: { orders: OrdersSection; locale: string }) {
  const { t } = useTranslation();
  const rows = orders.by_status.map((s, i) => ({
    id: s.id ?? `none-${i}`,
    statusId: s.id,
    value: s.count,
    label: s.title ?? t('dashboardFigures.noStatus'),
    color: s.color ?? '#bdbdbd',
  }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <PieChart
        height={160}
        width={160}
        hideLegend
        series={[{ data: rows, innerRadius: 40, valueFormatter: (v) => formatNumber(v.value, locale) }]}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flex: '1 1 200px', minWidth: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.color, flex: 'none' }} aria-hidden />
            {row.statusId === null ? (
              <Typography sx={{ flex: 1 }}>{row.label}</Typography>
            ) : (
              <Link component={RouterLink} to={links.status(row.statusId)} underline="hover" sx={{ flex: 1 }}>
                {row.label}
              </Link>
            )}
            <Typography sx={{ fontWeight: 600 }} data-status-count>
              {formatNumber(row.value, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
