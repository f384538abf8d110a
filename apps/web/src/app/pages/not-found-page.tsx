import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { MessagePanel } from './message-panel.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('routes.NotFound')} />
      <MessagePanel
        icon={<SearchOffRoundedIcon fontSize="inherit" />}
        heading={t('notFound.heading')}
        text={t('notFound.text')}
        action={
          <Button component={RouterLink} to="/dashboard" variant="contained">
            {t('common.toDashboard')}
          </Button>
        }
      />
    </>
  );
}
