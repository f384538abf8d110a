import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { MessagePanel } from './message-panel.tsx';

/** A section the user's role does not open: what it is, why, and the way back. */
export function NoAccessPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const name = t(section);
  return (
    <>
      <PageHeader title={name} />
      <MessagePanel
        icon={<LockOutlined fontSize="inherit" />}
        heading={t('noAccess.heading', { section: name })}
        text={t('noAccess.text')}
        action={
          <Button component={RouterLink} to="/dashboard" variant="contained">
            {t('common.toDashboard')}
          </Button>
        }
      />
    </>
  );
}
