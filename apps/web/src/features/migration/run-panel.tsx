import type { CategoryMigrationResult, MigrationPreview } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { JobProgress } from '../jobs/job-progress.tsx';
import { useJob } from '../jobs/use-job.ts';
import './texts.ts';

/** After "move": the job's progress bar, then its report. The job runs on whether or not this stays open. */
export function RunPanel({ jobId, preview, onAgain }: { jobId: number; preview: MigrationPreview; onAgain(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useJob<CategoryMigrationResult & { message?: string }>(jobId).data;
  const status = job?.status ?? 'queued';
  const finished = status === 'done' || status === 'failed';
  useEffect(() => {
    // the products and categories on other screens changed under them
    if (finished) void queryClient.invalidateQueries({ queryKey: ['categories'] });
    if (finished) void queryClient.invalidateQueries({ queryKey: ['products'] });
  }, [finished, queryClient]);
  const total = job?.total || preview.products;
  const products = (count: number) => t('migration.productsCount', { count });
  const result = status === 'done' ? job?.result : null;
  return (
    <>
      <PageHeader
        title={t(routeTitleKey('Migration.Category'))}
        subtitle={`${preview.source.title} → ${preview.target.title}`}
      />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="migration-run"
        sx={{ p: 3, display: 'grid', gap: 2 }}
      >
        <Typography id="migration-run" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} aria-live="polite">
          {status === 'running'
            ? t('migration.run.running', { done: job?.done ?? 0, total })
            : t(`migration.run.${status}`)}
        </Typography>
        {finished ? null : (
          <JobProgress
            job={job ?? { status: 'queued', done: 0, total, error_count: 0 }}
            label={t('migration.run.progressLabel')}
          />
        )}
        {result ? (
          <Box component="ul" data-testid="migration-report" sx={{ m: 0, pl: 2.5 }}>
            <li>{t('migration.run.moved', { products: products(result.moved) })}</li>
            <li>{t('migration.run.changed', { products: products(result.changed) })}</li>
            <li>{t('migration.run.lost', { products: products(result.lost) })}</li>
          </Box>
        ) : null}
        {status === 'failed' ? (
          <Alert severity="error">{job?.result?.message ?? t('migration.run.failed')}</Alert>
        ) : null}
        {finished ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" component={Link} to="/migration">
              {t('migration.run.toHistory')}
            </Button>
            <Button onClick={onAgain}>{t('migration.run.again')}</Button>
          </Box>
        ) : null}
      </Paper>
    </>
  );
}
