import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './use-upload-queue.ts';

/** One line per file sent: a progress bar while it travels, then «stored» or the server's reason. */
export function UploadList({ items }: { items: readonly UploadItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('fileLibrary.uploads')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          data-upload-state={item.state}
          sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1, alignItems: 'center' }}
        >
          {item.state === 'refused' ? (
            <ErrorOutlineRoundedIcon color="error" fontSize="small" />
          ) : (
            <CheckCircleOutlineRoundedIcon color={item.state === 'stored' ? 'success' : 'disabled'} fontSize="small" />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={item.name}>
              {item.name}
            </Typography>
            {item.state === 'refused' ? (
              <Typography variant="body2" color="error" role="alert">
                {t('fileLibrary.refused', { name: item.name, reason: item.reason })}
              </Typography>
            ) : item.state === 'stored' ? (
              <Typography variant="caption" color="text.secondary">
                {t('fileLibrary.stored')}
              </Typography>
            ) : (
              <LinearProgress
                variant={item.state === 'waiting' ? 'indeterminate' : 'determinate'}
                value={Math.round(item.progress * 100)}
                aria-label={t('fileLibrary.progress', { name: item.name })}
                sx={{ mt: 0.5 }}
              />
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
