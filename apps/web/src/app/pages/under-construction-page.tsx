import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { routeTitleKey, useRouteName } from '../../lib/route-handle.ts';
import { MessagePanel } from './message-panel.tsx';

/** The one placeholder: every screen that is not built yet renders this. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  return (
    <>
      <PageHeader title={name ? t(routeTitleKey(name)) : t('placeholder.heading')} />
      <MessagePanel
        icon={<ConstructionRoundedIcon fontSize="inherit" />}
        heading={t('placeholder.heading')}
        text={t('placeholder.text')}
        action={
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            {t('common.toDashboard')}
          </Button>
        }
      />
    </>
  );
}
