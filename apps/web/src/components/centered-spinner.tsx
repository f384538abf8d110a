import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The page area's "loading" state (SPEC §2). */
export function CenteredSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', width: '100%' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
