import {
  type CategoryFilterSeo,
  can,
  type FilterSeoText,
  type ResourceDef,
  translateMessage,
  writeScope,
} from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { getCurrentUser, useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { FormActions } from '../../crud/form/form-actions.tsx';
import { RecordMissing } from '../../crud/form/record-missing.tsx';
import { SaveBar } from '../../crud/form/save-bar.tsx';
import { useSaveShortcut } from '../../crud/form/use-save-shortcut.ts';
import { useUnsavedGuard } from '../../crud/form/use-unsaved-guard.tsx';
import { resources } from '../../crud/registry.ts';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { filterSeoQuery, saveFilterSeo } from './filter-seo-api.ts';
import {
  blankTexts,
  checkDraft,
  type DraftErrors,
  draftErrors,
  draftOf,
  type FilterSeoDraft,
  sameDraft,
} from './filter-seo-draft.ts';
import { OverridesCard } from './overrides-card.tsx';
import { PreviewCard, type PreviewChoice } from './preview-card.tsx';
import { TemplatesCard } from './templates-card.tsx';
import './texts.ts';

const categories = resources.find((r) => r.name === 'categories') as ResourceDef;

/** /categories/{id}/attributes/seo: the texts of the category's filter pages. */
export function FilterSeoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const query = useQuery({ ...filterSeoQuery(id), enabled: valid });
  const title = t(routeTitleKey('Categories.AttributesSeo'));
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) {
    return <RecordMissing resource={categories} title={title} kind="notFound" />;
  }
  if (query.isError) {
    return <RecordMissing resource={categories} title={title} kind="loadError" onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <FilterSeoSkeleton />;
  return <FilterSeoEditor key={id} state={query.data} />;
}

function FilterSeoEditor({ state }: { state: CategoryFilterSeo }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = can(useCurrentUser(), writeScope(categories));
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(() => draftOf(state));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [choice, setChoice] = useState<PreviewChoice>(() => ({
    attribute: state.attributes[0]?.id,
    value: state.attributes[0]?.values[0]?.id,
  }));
  const current = useRef({ saved, draft });
  current.current = { saved, draft };
  const released = useRef(false);
  const hasUnsaved = useCallback(
    () => getCurrentUser() !== null && !sameDraft(current.current.saved, current.current.draft),
    [],
  );
  const leaveDialog = useUnsavedGuard(hasUnsaved, released);
  useSaveShortcut(formRef, canWrite);
  const dirty = !sameDraft(saved, draft);
  const categoryPath = `/categories/${state.category.id}`;

  const edit = (change: (d: FilterSeoDraft) => FilterSeoDraft) => setDraft((d) => change(d));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !canWrite) return;
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setSaving(true);
    try {
      const next = await saveFilterSeo(state.category.id, checked.body);
      queryClient.setQueryData(filterSeoQuery(String(state.category.id)).queryKey, next);
      const fresh = draftOf(next);
      setSaved(fresh);
      setDraft(fresh);
      notifySuccess(t('toasts.edited'));
    } catch (error) {
      const invalid = validationErrors(error);
      if (invalid) setErrors(draftErrors(invalid.errors, checked.order));
    } finally {
      setSaving(false);
    }
  };
  // what no field shows: a value that left the category while the screen was open
  const loose = Object.entries(errors)
    .filter(([key]) => key.endsWith('.value'))
    .map(([, message]) => translateMessage(message, i18n.language));

  return (
    <Box sx={{ maxWidth: 1320 }}>
      <PageHeader
        title={t('filterSeo.title', { category: state.category.title })}
        subtitle={t('filterSeo.subtitle')}
        actions={
          <FormActions
            formId={formId}
            listPath={categoryPath}
            canWrite={canWrite}
            canDelete={false}
            saving={saving}
            onDelete={() => {}}
          />
        }
      />
      <Box component="form" id={formId} ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)}>
        {!canWrite ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('crudForm.readOnly')}
          </Alert>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <Alert severity="error" sx={{ mb: 3 }}>
            {[t('crudForm.fixFields'), ...loose].join(' ')}
          </Alert>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' },
          }}
        >
          <TemplatesCard
            templates={draft.templates}
            errors={errors}
            disabled={!canWrite}
            onChange={(key, text) => edit((d) => ({ ...d, templates: { ...d.templates, [key]: text } }))}
          />
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, gridRow: { lg: 'span 2' }, minWidth: 0 }}>
            <PreviewCard
              category={state.category}
              attributes={state.attributes}
              draft={draft}
              choice={choice}
              onChoose={setChoice}
            />
          </Box>
          <OverridesCard
            attributes={state.attributes}
            draft={draft}
            errors={errors}
            disabled={!canWrite}
            attribute={choice.attribute}
            onAttribute={(attribute) =>
              setChoice({ attribute, value: state.attributes.find((a) => a.id === attribute)?.values[0]?.id })
            }
            onValueFocus={(value) => setChoice((c) => ({ ...c, value }))}
            onChange={(value: number, key: FilterSeoText, text: string) =>
              edit((d) => ({
                ...d,
                values: { ...d.values, [value]: { ...(d.values[value] ?? blankTexts), [key]: text } },
              }))
            }
          />
        </Box>
        {canWrite ? <SaveBar formId={formId} dirty={dirty} saving={saving} onDiscard={() => setDraft(saved)} /> : null}
      </Box>
      {leaveDialog}
    </Box>
  );
}

function FilterSeoSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.loading')} sx={{ maxWidth: 1320 }}>
      <PageHeader title={<Skeleton width={320} />} subtitle={<Skeleton width={220} />} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' } }}>
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2.5 }}>
          <Skeleton width={140} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Skeleton width={120} />
          <Skeleton variant="rounded" height={120} />
        </Paper>
      </Box>
    </Box>
  );
}
