import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../crud/list/format.ts';
import { type CatalogOverview, listLink } from './overview-data.ts';
import './texts.ts';

/**
 * Products per top-level category as a bar chart: plain bars scaled to the largest, each a link to
 * the list of that category with its subcategories. Light enough to need no chart library.
 */
export function CategoryBars({ data, locale }: { data?: CatalogOverview; locale: string }) {
  const { t } = useTranslation();
  const rows = data ? [...data.categories].sort((a, b) => b.products - a.products) : [];
  const most = Math.max(1, ...rows.map((r) => r.products));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="categories-title" sx={{ p: 2 }}>
      <Typography id="categories-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('catalogOverview.categories')}
      </Typography>
      {!data ? (
        Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
          <Skeleton key={i} height={32} aria-hidden />
        ))
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('catalogOverview.noCategories')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(120px, 200px) 1fr auto',
                gap: 1.5,
                alignItems: 'center',
              }}
            >
              <Link
                component={RouterLink}
                to={listLink('/products', { 'filter[category]': String(row.id) })}
                underline="hover"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {row.title}
              </Link>
              <Box aria-hidden sx={{ height: 14, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${(row.products / most) * 100}%`,
                    minWidth: row.products > 0 ? 4 : 0,
                    bgcolor: 'primary.main',
                    borderRadius: 1,
                  }}
                />
              </Box>
              <Typography sx={{ fontWeight: 600, minWidth: 56, textAlign: 'right' }}>
                {t('catalogOverview.productsCount', {
                  count: row.products,
                  formatted: formatNumber(row.products, locale),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
