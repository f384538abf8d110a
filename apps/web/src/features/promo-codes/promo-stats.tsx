import type { DataEnvelope } from '@kramar/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { formatNumber } from '../../crud/list/format.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';

/** GET /api/promo-codes/stats: every code in one bucket, by status and dates against the server's now. */
interface PromoStatsData {
  total: number;
  active: number;
  scheduled: number;
  expired: number;
  inactive: number;
}

const buckets = [
  { key: 'total', color: 'text.primary' },
  { key: 'active', color: 'success.main' },
  { key: 'scheduled', color: 'info.main' },
  { key: 'expired', color: 'warning.main' },
  { key: 'inactive', color: 'text.disabled' },
] as const;

/** The strip above the promo-code grid: how many codes run now, wait, are over or switched off. */
export function PromoStats({ resource }: ListExtensionProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  // under the resource's key: a create, delete or bulk status change refreshes it with the list
  const stats = useQuery({
    queryKey: [...resourceKeys.all(resource), 'stats'],
    queryFn: ({ signal }) => http.get<DataEnvelope<PromoStatsData>>(`/${resource.name}/stats`, { signal }),
    select: (x) => x.data,
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('modules.promoCodes.statsLabel')}
      aria-busy={stats.isPending}
      sx={{ mb: 2, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}
    >
      {buckets.map(({ key, color }, i) => (
        <Box
          key={key}
          sx={{
            px: 2,
            py: 1.25,
            display: 'flex',
            flexDirection: 'column',
            // widths only: a `border` shorthand in a breakpoint would reset the colour to the text's
            borderStyle: 'solid',
            borderColor: 'divider',
            borderWidth: { xs: `${i > 1 ? 1 : 0}px 0 0 ${i % 2}px`, sm: `0 0 0 ${i ? 1 : 0}px` },
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {key === 'total' ? null : (
              <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color }} />
            )}
            {t(`modules.promoCodes.${key}`)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
            {stats.data ? (
              formatNumber(stats.data[key], locale)
            ) : stats.isError ? (
              '—'
            ) : (
              // a bare span may not carry a label (axe: aria-prohibited-attr); the figures say they are busy
              <Skeleton width={40} aria-hidden />
            )}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
