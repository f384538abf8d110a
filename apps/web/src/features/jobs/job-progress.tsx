import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import type { Job } from './jobs-api.ts';

/** A job's progress bar with "done of total" and its state, for the top bar and any screen that started it. */
export function JobProgress({
  job,
  label,
}: {
  job: Pick<Job, 'status' | 'done' | 'total' | 'error_count'>;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const percent = job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
  const waiting = job.status === 'queued' || (job.status === 'running' && job.total === 0);
  const color = job.status === 'failed' ? 'error' : job.status === 'done' ? 'success' : 'primary';
  return (
    <Box>
      <LinearProgress
        variant={waiting ? 'indeterminate' : 'determinate'}
        value={job.status === 'done' ? 100 : percent}
        color={color}
        aria-label={label ?? t('jobs.progress')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t(`jobs.status.${job.status}`)}
        {job.total > 0
          ? ` · ${t('jobs.doneOf', { done: formatNumber(job.done, locale), total: formatNumber(job.total, locale) })}`
          : ''}
        {job.error_count > 0
          ? ` · ${t('jobs.errors', { count: job.error_count, formatted: formatNumber(job.error_count, locale) })}`
          : ''}
      </Typography>
    </Box>
  );
}
