import type { ResourceDef } from '@kramar/contract';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { screenPaths, useScreenParams } from '../registry.ts';

interface RecordMissingProps {
  resource: ResourceDef;
  title: string;
  kind: 'notFound' | 'loadError';
  onRetry?(): void;
}

/** Instead of a form: the record is gone (404), or could not be loaded; either way a way back. */
export function RecordMissing({ resource, title, kind, onRetry }: RecordMissingProps) {
  const { t } = useTranslation();
  const { parent } = useScreenParams(resource);
  const Icon = kind === 'notFound' ? SearchOffRoundedIcon : CloudOffRoundedIcon;
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 }, textAlign: 'center' }}>
        <Icon sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} aria-hidden />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t(`crudForm.${kind}.heading`)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
          {t(`crudForm.${kind}.text`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          {onRetry ? (
            <Button variant="outlined" onClick={onRetry}>
              {t('crudForm.loadError.retry')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={screenPaths.list(resource, parent)} variant="contained">
            {t('crudForm.notFound.toList')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
