import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { JobProgress } from '../jobs/job-progress.tsx';
import { isFinished, jobKeys } from '../jobs/jobs-api.ts';
import { useJob } from '../jobs/use-job.ts';
import {
  applyImport,
  type DryRunReport,
  dryRunImport,
  type ImportMode,
  type ImportResult,
  type Mapping,
  uploadImport,
} from './import-export-api.ts';
import { initialMapping, MappingStep } from './mapping-step.tsx';
import { ReportStep } from './report-step.tsx';
import './texts.ts';

/** The server's limit too: a larger file is not sent only to be refused. */
const maxBytes = 50 * 1024 * 1024;
const steps = ['file', 'mapping', 'report', 'progress'] as const;

/** A 422's field errors, kept for the step that shows them; anything else goes to the global handling. */
function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  return (error.body as { errors?: Record<string, string[]> } | null)?.errors;
}
const quiet = (error: unknown) => {
  if (!fieldErrors(error)) reportFailure(error);
};

/** Upload a CSV or XLSX → map its columns to fields → a dry run per row → the import as a job with progress. */
export function ImportDialog({ resource, onClose }: ListExtensionProps & { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [jobId, setJobId] = useState<number | null>(null);
  const [checkId, setCheckId] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => uploadImport(resource, f),
    onSuccess: (u) => setMapping(initialMapping(t, resource, u)),
    onError: quiet,
  });
  const dryRun = useMutation({
    mutationFn: () => dryRunImport(resource, upload.data?.upload ?? '', mapping, mode),
    onSuccess: (started) => setCheckId(started.id),
    onError: quiet,
  });
  const check = useJob<DryRunReport>(checkId).data;
  const report = check?.status === 'done' ? check.result : null;
  const checking = checkId !== null && !isFinished(check?.status);
  const back = () => {
    setCheckId(null);
    dryRun.reset();
  };
  const apply = useMutation({
    mutationFn: () => applyImport(resource, upload.data?.upload ?? '', mapping, mode),
    onSuccess: (job) => {
      setJobId(job.id);
      void queryClient.invalidateQueries({ queryKey: jobKeys.list });
    },
    onError: quiet,
  });
  const job = useJob<ImportResult>(jobId).data;
  useEffect(() => {
    if (job?.status === 'done') void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  }, [job?.status, queryClient, resource]);

  const step = jobId !== null ? 3 : report ? 2 : upload.data ? 1 : 0;
  const tooLarge = (file?.size ?? 0) > maxBytes;
  const fileError = tooLarge ? t('importExport.tooLarge') : fieldErrors(upload.error)?.file?.[0];
  const busy = upload.isPending || dryRun.isPending || apply.isPending;
  const result = job?.status === 'done' ? job.result : null;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('importExport.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 2 }}>
          {steps.map((s) => (
            <Step key={s}>
              <StepLabel>{t(`importExport.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy}>
              {t(file ? 'importExport.replaceFile' : 'importExport.chooseFile')}
              <input
                hidden
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  upload.reset();
                  setFile(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
              {file ? file.name : t('importExport.fileHint')}
            </Typography>
          </Box>
        ) : null}
        {step === 0 && fileError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {fileError}
          </Alert>
        ) : null}
        {step === 1 && upload.data ? (
          <MappingStep
            resource={resource}
            upload={upload.data}
            mapping={mapping}
            mode={mode}
            errors={fieldErrors(dryRun.error)}
            onMapping={(next) => {
              back();
              setMapping(next);
            }}
            onMode={(next) => {
              back();
              setMode(next);
            }}
          />
        ) : null}
        {step === 1 && check ? (
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {checking ? <JobProgress job={check} label={t('importExport.checking')} /> : null}
            {check.status === 'failed' ? (
              <Alert severity="error">
                {(check.result as { message?: string } | null)?.message ?? t('jobs.status.failed')}
              </Alert>
            ) : null}
          </Box>
        ) : null}
        {step === 2 && report ? <ReportStep report={report} /> : null}
        {step === 3 && job ? (
          <Box aria-live="polite">
            <JobProgress job={job} label={t('importExport.progress')} />
            {result ? (
              <Alert severity={result.failed ? 'warning' : 'success'} sx={{ mt: 2 }}>
                {t('jobs.importResult', { unchanged: 0, ...result })}
              </Alert>
            ) : null}
            {job.status === 'failed' ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {(job.result as { message?: string } | null)?.message ?? t('jobs.status.failed')}
              </Alert>
            ) : null}
            {job.errors.length ? (
              <Box component="ul" sx={{ mt: 1, pl: 3, typography: 'body2', maxHeight: 200, overflow: 'auto' }}>
                {job.errors.slice(0, 100).map((e) => (
                  <li key={e.row}>{t('importExport.rowError', { row: e.row, message: e.message })}</li>
                ))}
              </Box>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {step === 1 ? (
          <Button
            onClick={() => {
              back();
              upload.reset();
            }}
          >
            {t('importExport.back')}
          </Button>
        ) : null}
        {step === 2 ? <Button onClick={back}>{t('importExport.back')}</Button> : null}
        <Button onClick={onClose} disabled={busy}>
          {t(step === 3 ? 'importExport.close' : 'common.cancel')}
        </Button>
        {step === 0 ? (
          <Button
            variant="contained"
            loading={busy}
            disabled={!file || tooLarge}
            onClick={() => file && upload.mutate(file)}
          >
            {t('importExport.upload')}
          </Button>
        ) : null}
        {step === 1 ? (
          <Button variant="contained" loading={busy || checking} onClick={() => dryRun.mutate()}>
            {t('importExport.check')}
          </Button>
        ) : null}
        {step === 2 ? (
          <Button
            variant="contained"
            loading={busy}
            disabled={!report || report.summary.create + report.summary.update === 0}
            onClick={() => apply.mutate()}
          >
            {t('importExport.apply')}
          </Button>
        ) : null}
        {step === 3 && !isFinished(job?.status) ? (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>
            {t('importExport.background')}
          </Typography>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
