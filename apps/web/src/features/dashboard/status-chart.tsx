import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../crud/list/format.ts';
import { links, type OrdersSection } from './dashboard-data.ts';
import './texts.ts';

const noStatusColor = '#bdbdbd';

/**
 * Orders by status: one bar split in the statuses' shares and the list of them, each a link to
 * its filtered list. Plain boxes, not the chart library: a share bar needs no axes, and the list
 * beside it says every figure in words.
 */
export function StatusChart({ orders, locale }: { orders: OrdersSection; locale: string }) {
  const { t } = useTranslation();
  const rows = orders.by_status.map((s, i) => ({
    key: s.id ?? `none-${i}`,
    statusId: s.id,
    value: s.count,
    label: s.title ?? t('dashboardFigures.noStatus'),
    color: s.color ?? noStatusColor,
  }));
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{ display: 'flex', height: 16, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {rows.map((row) =>
          row.value > 0 ? (
            <Box key={row.key} sx={{ flexGrow: row.value, flexBasis: 0, minWidth: 2, bgcolor: row.color }} />
          ) : null,
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
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
            <Typography color="text.secondary" sx={{ width: '4.5em', textAlign: 'right' }}>
              {total ? `${Math.round((row.value / total) * 100)}%` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
