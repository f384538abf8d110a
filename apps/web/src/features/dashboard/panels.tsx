import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../crud/list/format.ts';
import { type Dashboard, links, type ProductsSection } from './dashboard-data.ts';
import './texts.ts';

/** A titled region of the dashboard; its skeleton rows while the figures load. */
export function Panel({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children ?? Array.from({ length: 5 }, (_, i) => <Skeleton key={String(i)} height={32} aria-hidden />)}
    </Paper>
  );
}

export const Empty = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

function Rows({ rows }: { rows: { key: number; to: string; label: string; value: string }[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r.key}
          sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.75, borderBottom: 1, borderColor: 'divider' }}
        >
          <Link component={RouterLink} to={r.to} underline="hover" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {r.label}
          </Link>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{r.value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function TopProducts({ products, locale }: { products: ProductsSection; locale: string }) {
  const { t } = useTranslation();
  if (!products.top.length) return <Empty text={t('dashboardFigures.topEmpty')} />;
  return (
    <Rows
      rows={products.top.map((p) => ({
        key: p.id,
        to: links.product(p.id),
        label: p.name,
        value: t('dashboardFigures.pieces', { formatted: formatNumber(p.quantity, locale) }),
      }))}
    />
  );
}

export function LowStock({ products, locale }: { products: ProductsSection; locale: string }) {
  const { t } = useTranslation();
  const threshold = products.low_stock_threshold;
  if (!products.low_stock_count) return <Empty text={t('dashboardFigures.lowStockEmpty')} />;
  return (
    <>
      <Rows
        rows={products.low_stock.map((p) => ({
          key: p.id,
          to: links.product(p.id),
          label: p.name,
          value: t('dashboardFigures.pieces', { formatted: formatNumber(p.quantity, locale) }),
        }))}
      />
      <Link component={RouterLink} to={links.lowStock(threshold)} sx={{ display: 'inline-block', mt: 1 }}>
        {t('dashboardFigures.lowStockCount', {
          count: products.low_stock_count,
          formatted: formatNumber(products.low_stock_count, locale),
          threshold,
        })}
      </Link>
    </>
  );
}

function WaitingCard({ to, count, text, locale }: { to: string; count: number; text: string; locale: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2 }}>
        <Typography
          component="p"
          sx={{ fontSize: 28, fontWeight: 700, color: count > 0 ? 'warning.dark' : 'text.primary' }}
        >
          {formatNumber(count, locale)}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardActionArea>
    </Card>
  );
}

/** New callback requests and reviews to moderate, for whoever may see them. */
export function Waiting({ data, locale }: { data: Pick<Dashboard, 'requests' | 'reviews'>; locale: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.requests ? (
        <WaitingCard
          to={links.requests}
          count={data.requests.new}
          text={t('dashboardFigures.requests', { count: data.requests.new })}
          locale={locale}
        />
      ) : null}
      {data.reviews ? (
        <WaitingCard
          to={links.reviews}
          count={data.reviews.pending}
          text={t('dashboardFigures.reviews', { count: data.reviews.pending })}
          locale={locale}
        />
      ) : null}
    </Box>
  );
}
