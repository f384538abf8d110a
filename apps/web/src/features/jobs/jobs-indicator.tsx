import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n.ts';
import { JobProgress } from './job-progress.tsx';
import { fetchMyJobs, isFinished, type Job, jobKeys } from './jobs-api.ts';

const shown = 10;

/** What a finished job left behind, in a line: the import's counts, or the failure's message. */
function resultLine(job: Job, t: (key: string, opts?: Record<string, unknown>) => string): string | null {
  const result = (job.result ?? {}) as Record<string, unknown>;
  if (job.status === 'failed' && typeof result.message === 'string') return result.message;
  if (job.status !== 'done') return null;
  if (typeof result.created === 'number') {
    return t('jobs.importResult', {
      created: result.created,
      updated: result.updated ?? 0,
      unchanged: result.unchanged ?? 0,
      failed: result.failed ?? 0,
    });
  }
  return null;
}

/**
 * The top bar's jobs button: a badge while any of the user's jobs runs, and a popover of the
 * recent ones with their progress. It asks the server every few seconds only while something runs;
 * a screen that starts a job refreshes it (the `jobs` queries).
 */
export function JobsIndicator() {
  const { t, i18n } = useTranslation();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const jobs = useQuery({
    queryKey: jobKeys.list,
    queryFn: ({ signal }) => fetchMyJobs(signal),
    refetchInterval: (q) => ((q.state.data ?? []).some((j) => !isFinished(j.status)) ? 3000 : false),
  });
  const list = jobs.data ?? [];
  const running = list.filter((j) => !isFinished(j.status)).length;
  if (list.length === 0) return null;
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  const label = running ? t('jobs.running', { count: running }) : t('jobs.title');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* the count is in the button's name already: the badge only shows it (its "0" made the name read as another text) */}
          <Badge
            badgeContent={running || undefined}
            color="secondary"
            invisible={running === 0}
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <WorkHistoryOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('jobs.title'), sx: { width: 360, maxWidth: '95vw' } } }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {t('jobs.title')}
        </Typography>
        <List dense>
          {list.slice(0, shown).map((job) => {
            const line = resultLine(job, t);
            return (
              <ListItem key={job.id} sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {t(`jobs.kinds.${job.kind}`, { defaultValue: job.kind })}
                    {jobFile(job) ? ` · ${jobFile(job)}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {time.format(new Date(job.created_at))}
                  </Typography>
                </Box>
                <JobProgress job={job} />
                {line ? (
                  <Typography variant="caption" color={job.status === 'failed' ? 'error' : 'text.secondary'}>
                    {line}
                  </Typography>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </>
  );
}

const jobFile = (job: Job): string | undefined => {
  const name = (job.params as { filename?: unknown } | null)?.filename;
  return typeof name === 'string' ? name : undefined;
};
