import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { formatNumber } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { availabilityRows, type CatalogOverview, type Figure, figures, useCatalogOverview } from './overview-data.ts';
import './texts.ts';

// the chart is the page's largest piece and sits below the fold on a laptop: it comes on its own
const CategoryBars = lazy(() => import('./category-bars.tsx').then((m) => ({ default: m.CategoryBars })));

function FigureCard({ figure, data, locale }: { figure: Figure; data?: CatalogOverview; locale: string }) {
  const { t } = useTranslation();
  const value = data ? figure.value(data) : undefined;
  const warn = figure.attention && value !== undefined && value > 0;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={figure.to} sx={{ height: '100%', p: 2, display: 'block' }}>
        {value === undefined ? (
          <Skeleton width="40%" height={44} aria-hidden />
        ) : (
          <Typography
            component="p"
            sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.25, color: warn ? 'warning.dark' : 'text.primary' }}
          >
            {formatNumber(value, locale)}
          </Typography>
        )}
        <Typography color="text.secondary">
          {t(`catalogOverview.figures.${figure.key}`, { count: value ?? 0 })}
        </Typography>
        {figure.approximate ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('catalogOverview.noFilterYet')}
          </Typography>
        ) : null}
      </CardActionArea>
    </Card>
  );
}

function Availability({ data, locale }: { data?: CatalogOverview; locale: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="availability-title" sx={{ p: 2 }}>
      <Typography id="availability-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('catalogOverview.availability')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {availabilityRows.map(({ code, to }) => (
          <Box
            component="li"
            key={code}
            sx={{ display: 'flex', alignItems: 'center', py: 0.75, borderBottom: 1, borderColor: 'divider' }}
          >
            <Link component={RouterLink} to={to} underline="hover" sx={{ flex: 1 }}>
              {t(`resources.products.options.availability.${code}`)}
            </Link>
            {data ? (
              <Typography sx={{ fontWeight: 600 }}>{formatNumber(data.by_availability[code] ?? 0, locale)}</Typography>
            ) : (
              <Skeleton width={40} aria-hidden />
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Catalogue overview (SPEC §2 /catalog): what needs attention, each figure opening the list of it. */
export function CatalogOverviewPage() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const overview = useCatalogOverview();
  const data = overview.data;
  return (
    <>
      <PageHeader
        title={t('routes.Catalog.Index')}
        subtitle={t('catalogOverview.subtitle')}
        actions={
          <Button component={RouterLink} to="/products" endIcon={<ChevronRight />}>
            {t('catalogOverview.toProducts')}
          </Button>
        }
      />
      {overview.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              {t('crudList.retry')}
            </Button>
          }
          sx={{ mb: 2 }}
        >
          {t('catalogOverview.loadError')}
        </Alert>
      ) : null}
      <Box
        component="section"
        aria-label={t('catalogOverview.figuresLabel')}
        aria-busy={!data}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} data={data} locale={locale} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, alignItems: 'start' }}>
        <Availability data={data} locale={locale} />
        <Suspense fallback={<Skeleton variant="rounded" height={280} aria-hidden />}>
          <CategoryBars data={data} locale={locale} />
        </Suspense>
      </Box>
    </>
  );
}
