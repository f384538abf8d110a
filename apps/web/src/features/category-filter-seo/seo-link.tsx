import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TabPanelProps } from '../../crud/form/form-slots.ts';
import './texts.ts';

/** At the foot of a category's SEO tab: the way to its filter pages' texts. */
export function FilterSeoLink({ recordId }: TabPanelProps) {
  const { t } = useTranslation();
  if (recordId === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('filterSeo.linkTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('filterSeo.linkText')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={`/categories/${recordId}/attributes/seo`}
        variant="outlined"
        startIcon={<TravelExploreRounded />}
      >
        {t('filterSeo.open')}
      </Button>
    </Paper>
  );
}
