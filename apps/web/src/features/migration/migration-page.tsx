import { can, type MigrationPreview, translateMessage } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { validationErrors } from '../../api/error-bodies.ts';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { ApplyBar } from './apply-bar.tsx';
import { AttributeStep } from './attribute-step.tsx';
import { type MigrationDraft, previewQuery } from './migration-api.ts';
import { type Picked, PickStep } from './pick-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { RunPanel } from './run-panel.tsx';
import { ValueStep } from './value-step.tsx';
import './texts.ts';

const steps = ['categories', 'attributes', 'values', 'preview'] as const;
const positiveId = (raw: string | null): number | null => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);

/** /migration/category: pick two categories, map attributes and values, check, then move. */
export function MigrationPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const canMigrate = can(useCurrentUser(), 'categories.edit');
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<Picked>(() => ({
    source: positiveId(params.get('source')),
    target: null,
    include_subcategories: false,
  }));
  const [attributes, setAttributes] = useState<MigrationDraft['attributes']>({});
  const [values, setValues] = useState<MigrationDraft['values']>({});
  const [job, setJob] = useState<{ id: number; draft: MigrationDraft; preview: MigrationPreview } | null>(null);

  const draft: MigrationDraft | null =
    picked.source !== null && picked.target !== null
      ? {
          source: picked.source,
          target: picked.target,
          include_subcategories: picked.include_subcategories,
          attributes,
          values,
        }
      : null;
  const preview = useQuery({
    ...previewQuery(draft ?? { source: 0, target: 0, include_subcategories: false, attributes: {}, values: {} }),
    enabled: draft !== null,
    // a changed choice keeps the last answer on screen until the new one arrives
    placeholderData: keepPreviousData,
  });
  const errors = validationErrors(preview.error);
  // a refused mapping keeps the last good answer on screen, so the row at fault can be changed
  const lastGood = useRef<MigrationPreview | undefined>(undefined);
  if (draft && preview.data && !preview.isError) lastGood.current = preview.data;
  const data = draft ? (preview.isError ? lastGood.current : preview.data) : undefined;
  const said = (messages: string[]) => messages.map((m) => translateMessage(m, i18n.language)).join(' ');
  const rowErrors = (prefix: 'attributes' | 'values', sent: Record<number, unknown>): Record<number, string> => {
    const keys = Object.keys(sent);
    return Object.fromEntries(
      Object.entries(errors?.errors ?? {}).flatMap(([key, messages]) => {
        const [name, index] = key.split('.');
        const from = name === prefix ? keys[Number(index)] : undefined;
        return from === undefined ? [] : [[Number(from), said(messages)]];
      }),
    );
  };

  const pick = (next: Picked) => {
    // other categories, other attributes: earlier choices mean nothing there
    setPicked(next);
    lastGood.current = undefined;
    setAttributes({});
    setValues({});
  };
  const mapAttribute = (from: number, to: number | null) => {
    setAttributes((current) => ({ ...current, [from]: to }));
    // the values of an attribute sent elsewhere are matched anew against its new target
    const own = new Set((data?.values ?? []).filter((v) => v.attribute === from).map((v) => v.from));
    setValues((current) => Object.fromEntries(Object.entries(current).filter(([v]) => !own.has(Number(v)))));
  };

  if (job) {
    const again = () => {
      pick({ source: null, target: null, include_subcategories: false });
      setStep(0);
      setJob(null);
    };
    return <RunPanel jobId={job.id} preview={job.preview} onAgain={again} />;
  }

  const title = t(routeTitleKey('Migration.Category'));
  const canGoOn = data !== undefined && !preview.isError && !preview.isPlaceholderData;
  return (
    <>
      <PageHeader title={title} />
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`migration.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" component="section" aria-label={t(`migration.steps.${steps[step]}`)} sx={{ p: 3 }}>
        <Box sx={{ height: 4, mb: 2 }}>
          {preview.isFetching ? <LinearProgress aria-label={t('migration.counting')} /> : null}
        </Box>
        {step === 0 ? <PickStep value={picked} onChange={pick} errors={errors} /> : null}
        {step > 0 && errors ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {said(Object.values(errors.errors).flat())}
          </Alert>
        ) : null}
        {step === 1 && data ? (
          <AttributeStep preview={data} onMap={mapAttribute} errors={rowErrors('attributes', attributes)} />
        ) : null}
        {step === 2 && data ? (
          <ValueStep
            preview={data}
            onMap={(from, to) => setValues((current) => ({ ...current, [from]: to }))}
            errors={rowErrors('values', values)}
          />
        ) : null}
        {step === 3 && data ? <PreviewStep preview={data} /> : null}
        {step === 3 && !canMigrate ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('migration.readOnly')}
          </Alert>
        ) : null}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <Button onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          {t('migration.back')}
        </Button>
        {step < steps.length - 1 ? (
          <Button variant="contained" onClick={() => setStep((s) => s + 1)} disabled={!canGoOn}>
            {t('migration.next')}
          </Button>
        ) : draft && data ? (
          <ApplyBar
            draft={draft}
            preview={data}
            disabled={!canMigrate || !canGoOn || data.products === 0}
            onStarted={(id) => setJob({ id, draft, preview: data })}
          />
        ) : null}
      </Box>
    </>
  );
}
