import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { routeTitleKey, useRouteName } from '../../lib/route-handle.ts';
import { MessagePanel } from './message-panel.tsx';

/**
 * i18n keys of what a section will hold, most specific first: `Dealers.Orders.Show` reads
 * `placeholder.about.Dealers.Orders.Show`, then `…Dealers.Orders`, then `…Dealers`.
 */
export const aboutKeys = (routeName: string): string[] => {
  const parts = routeName.split('.');
  return parts.map((_, i) => `placeholder.about.${parts.slice(0, parts.length - i).join('.')}`);
};

/** The one placeholder: every screen not built yet says what it will hold and leads back. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  return (
    <>
      <PageHeader title={name ? t(routeTitleKey(name)) : t('placeholder.heading')} />
      <MessagePanel
        icon={<ConstructionRoundedIcon fontSize="inherit" />}
        heading={t('placeholder.heading')}
        text={t([...(name ? aboutKeys(name) : []), 'placeholder.text'])}
        action={
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            {t('common.toDashboard')}
          </Button>
        }
      />
    </>
  );
}
