import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../crud/list/format.ts';
import type { OrdersSection } from './dashboard-data.ts';
import './texts.ts';

/**
 * The sales chart, in a chunk of its own with the chart library: /dashboard's first JS stays the
 * shell's, and the chart draws a moment later in the space its skeleton held. Loaded only when
 * there is something to draw (shop-figures.tsx says so without it).
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
