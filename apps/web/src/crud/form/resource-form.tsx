import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { HttpError } from '../../api/http.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { screenPaths } from '../registry.ts';
import { createRecord, deleteRecord, resourceKeys, updateRecord } from '../resource-api.ts';
import { FormActions } from './form-actions.tsx';
import { mapServerErrors } from './form-errors.ts';
import { formResolver } from './form-resolver.ts';
import { FormSectionCards } from './form-section-cards.tsx';
import { changedFields, emptyValues, type FormValues, recordToValues } from './form-values.ts';
import { useDirty } from './use-dirty.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useUnsavedGuard } from './use-unsaved-guard.tsx';

interface ResourceFormProps {
  resource: ResourceDef;
  /** The record being edited; none on the create screen. */
  record?: ResourceRecord;
  title: string;
  subtitle?: string;
  canWrite: boolean;
  /** The history column beside (or below) the form. */
  aside?: ReactNode;
}

// 5xx, 404 and 403 were toasted by the http client; other refusals (409, 413, 429) speak in the form.
const speaksInForm = (error: unknown) =>
  error instanceof HttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 403 &&
  error.status !== 404;

export function ResourceForm({ resource, record, title, subtitle, canWrite, aside }: ResourceFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const released = useRef(false);
  const mode = record ? 'update' : 'create';
  const initial = useMemo(
    () => (record ? recordToValues(resource, record) : emptyValues(resource)),
    [resource, record],
  );
  const resolver = useMemo(() => formResolver(resource, mode), [resource, mode]);
  const form = useForm<FormValues, unknown, FormValues>({ defaultValues: initial, resolver });
  const [saved, setSaved] = useState(initial);
  const savedRef = useRef(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dirty = useDirty(resource, form.control, saved);
  const hasUnsaved = useCallback(
    () => changedFields(resource, savedRef.current, form.getValues()).length > 0,
    [resource, form],
  );
  const leaveDialog = useUnsavedGuard(hasUnsaved, released);
  const saving = form.formState.isSubmitting;
  useSaveShortcut(formRef, canWrite);

  const leaveToList = () => {
    released.current = true;
    void navigate(screenPaths.list(resource));
  };

  const showRefusal = (error: unknown) => {
    const invalid = validationErrors(error);
    if (invalid) {
      const mapped = mapServerErrors(resource, invalid.errors);
      mapped.fields.forEach(([path, message], i) => {
        form.setError(path, { type: 'server', message }, { shouldFocus: i === 0 });
      });
      setProblems(
        mapped.form.length > 0 || mapped.fields.length === 0 ? [...mapped.form, invalid.message].filter(Boolean) : [],
      );
    } else if (speaksInForm(error)) {
      setProblems([errorMessage(error)?.message ?? t('crudForm.formErrors')]);
    }
  };

  const onValid = async (payload: FormValues) => {
    setProblems([]);
    try {
      if (!record) {
        await createRecord(resource, payload);
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
        notifySuccess(t('toasts.created'));
        leaveToList();
        return;
      }
      const updated = await updateRecord(resource, record.id, payload);
      queryClient.setQueryData(resourceKeys.detail(resource, record.id), updated);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      const values = recordToValues(resource, updated);
      form.reset(values);
      savedRef.current = values;
      setSaved(values);
      notifySuccess(t('toasts.edited'));
    } catch (error) {
      showRefusal(error);
    }
  };

  const onDelete = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      await deleteRecord(resource, record.id);
      queryClient.removeQueries({ queryKey: resourceKeys.detail(resource, record.id) });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      notifySuccess(t('toasts.deleted'));
      leaveToList();
    } catch (error) {
      setDeleting(false);
      setDeleteOpen(false);
      if (speaksInForm(error)) notifyError(errorMessage(error)?.message ?? t('crudForm.formErrors'));
    }
  };

  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;

  return (
    // a lone form reads best at a line length of its own; with the history it takes the width
    <Box sx={{ maxWidth: aside ? 1320 : 960 }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <FormActions
            formId={formId}
            listPath={screenPaths.list(resource)}
            canWrite={canWrite}
            canDelete={Boolean(record && resource.extras.delete && canWrite)}
            saving={saving}
            dirty={dirty}
            onDelete={() => setDeleteOpen(true)}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)' },
        }}
      >
        <Box
          component="form"
          id={formId}
          ref={formRef}
          noValidate
          aria-label={title}
          onSubmit={(event) => (saving ? event.preventDefault() : form.handleSubmit(onValid)(event))}
          sx={{ display: 'grid', gap: 3, minWidth: 0 }}
        >
          {canWrite ? null : <Alert severity="info">{t('crudForm.readOnly')}</Alert>}
          {problems.length > 0 ? (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('crudForm.formErrors')}</AlertTitle>
              {problems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          ) : hasFieldErrors && form.formState.isSubmitted ? (
            <Alert severity="error">{t('crudForm.fixFields')}</Alert>
          ) : null}
          <FormSectionCards resource={resource} control={form.control} disabled={!canWrite} />
        </Box>
        {aside}
      </Box>
      {record ? (
        <ConfirmDialog
          open={deleteOpen}
          title={t('crudForm.deleteConfirm.title', { title })}
          text={t('crudForm.deleteConfirm.text')}
          confirmLabel={t('crudForm.deleteConfirm.confirm')}
          destructive
          busy={deleting}
          onConfirm={onDelete}
          onClose={() => setDeleteOpen(false)}
        />
      ) : null}
      {leaveDialog}
    </Box>
  );
}
