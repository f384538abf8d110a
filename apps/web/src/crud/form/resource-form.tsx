import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { notifySuccess } from '../../api/notify.ts';
import { getCurrentUser, useCurrentUser } from '../../api/session.ts';
import { leavingSession } from '../../api/session-expiry.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { screenPaths, useScreenParams } from '../registry.ts';
import { createRecord, resourceKeys, updateRecord } from '../resource-api.ts';
import { type FieldChecks, FieldChecksContext, withChecks } from './field-checks.ts';
import { FormActions } from './form-actions.tsx';
import { mapServerErrors, speaksInForm, statusOf } from './form-errors.ts';
import { formResolver } from './form-resolver.ts';
import { FormSectionCards } from './form-section-cards.tsx';
import { FormRecordContext } from './form-slots.ts';
import { errorPaths } from './form-tabs.ts';
import { changedFields, emptyValues, type FormValues, recordToValues } from './form-values.ts';
import { SaveBar } from './save-bar.tsx';
import { useDirty } from './use-dirty.ts';
import { useDraftValues, useFormDraft } from './use-form-draft.ts';
import { useFormTabs } from './use-form-tabs.ts';
import { useRecordDelete } from './use-record-delete.tsx';
import { useRecordRefresh } from './use-record-refresh.ts';
import { useSaveConflict } from './use-save-conflict.tsx';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useUnsavedGuard } from './use-unsaved-guard.tsx';

// tabs are declared by a few resources only: their panels come with the first such form
const FormTabPanels = lazy(() => import('./form-tab-panels.tsx').then((m) => ({ default: m.FormTabPanels })));
const RecordSummary = lazy(() => import('./record-summary.tsx').then((m) => ({ default: m.RecordSummary })));

interface ResourceFormProps {
  resource: ResourceDef;
  /** The record being edited; none on the create screen. */
  record?: ResourceRecord;
  title: string;
  subtitle?: string;
  canWrite: boolean;
  /** The history column beside (or below) the form. */
  aside?: ReactNode;
  /** A feature's buttons in the header (a product's «Дублювати»). */
  headerActions?: ReactNode;
  /** For actions beside the form (a drawer's publish, approve) that act on what is typed. */
  handle?: Ref<FormHandle>;
}

export interface FormHandle {
  /** Saves what is typed, if anything: true once the record holds it, false if it was refused. */
  saveFirst(): Promise<boolean>;
}

export function ResourceForm(props: ResourceFormProps) {
  const { resource, record, title, subtitle, canWrite, aside, handle } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const released = useRef(false);
  const mode = record ? 'update' : 'create';
  // a record made under another's screen (a product's kit) belongs to the one in the address
  const { parent } = useScreenParams(resource);
  const under = resource.route.under;
  const initial = useMemo(() => {
    if (record) return recordToValues(resource, record);
    const values = emptyValues(resource);
    return under && parent ? { ...values, [under.field]: Number(parent) } : values;
  }, [resource, record, under, parent]);
  // rules some widgets know only at run time join the schema's (field-checks.ts)
  const [checks] = useState<FieldChecks>(() => new Map());
  const resolver = useMemo(() => withChecks(formResolver(resource, mode), checks), [resource, mode, checks]);
  const opening = useDraftValues(initial);
  // a tabbed form focuses its first error itself: RHF would aim at a field in a hidden tab
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: opening,
    resolver,
    shouldFocusError: !resource.tabs,
  });
  const tabs = useFormTabs(resource, formId, form.setFocus);
  const [saved, setSaved] = useState(initial);
  const savedRef = useRef(initial);
  // the version the form's saved values came from: a save based on it is refused if someone has
  // changed the record since, even when a refetch has brought their change beside the user's edits
  const versionRef = useRef(record?.updated_at);
  const [problems, setProblems] = useState<string[]>([]);
  const dirty = useDirty(resource, form.control, saved);
  const draft = useFormDraft(resource, form.control, saved);
  const [forbidden, setForbidden] = useState(false);
  const signedIn = useCurrentUser() !== null;
  // signed out (or switching user), the draft waits in session storage: leaving loses nothing
  const hasUnsaved = useCallback(
    () =>
      getCurrentUser() !== null &&
      !leavingSession() &&
      changedFields(resource, savedRef.current, form.getValues()).length > 0,
    [resource, form],
  );
  const leaveDialog = useUnsavedGuard(hasUnsaved, released);
  const saving = form.formState.isSubmitting;
  useSaveShortcut(formRef, canWrite);
  useRecordRefresh({ resource, form, initial, version: record?.updated_at, savedRef, versionRef, setSaved });
  const formRecord = useMemo(() => ({ id: record?.id, dirty }), [record?.id, dirty]);
  const resubmit = () => formRef.current?.requestSubmit();
  const conflict = useSaveConflict({ resource, form, savedRef, versionRef, setSaved, resubmit });

  const leaveToList = () => {
    released.current = true;
    void navigate(screenPaths.list(resource, parent));
  };
  const remove = useRecordDelete(resource, record, title, leaveToList);
  // a new record stays on screen (to print the order, add a kit) with its heading focused; a row
  // made under another's screen (a kit) goes back to it, a list-only section's to its list
  const openCreated = (id: number) => {
    if (under || resource.route.edit === false) return leaveToList();
    released.current = true;
    void navigate(screenPaths.edit(resource, id), { replace: true, state: { focusTitle: true } });
  };

  const showRefusal = (error: unknown) => {
    if (statusOf(error) === 403) setForbidden(true);
    const invalid = validationErrors(error);
    if (invalid) {
      const mapped = mapServerErrors(resource, invalid.errors);
      mapped.fields.forEach(([path, message], i) => {
        form.setError(path, { type: 'server', message }, { shouldFocus: !tabs && i === 0 });
      });
      tabs?.reveal(mapped.fields.map(([path]) => path));
      setProblems(
        mapped.form.length > 0 || mapped.fields.length === 0 ? [...mapped.form, invalid.message].filter(Boolean) : [],
      );
    } else if (conflict.open(error)) {
      // someone saved the record meanwhile: nothing was written, the dialog compares
    } else if (speaksInForm(error)) {
      setProblems([errorMessage(error)?.message ?? t('crudForm.formErrors')]);
    }
  };

  const onValid = async (payload: FormValues): Promise<boolean> => {
    setProblems([]);
    try {
      if (!record) {
        const created = await createRecord(resource, payload);
        draft.discard();
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
        notifySuccess(t('toasts.created'));
        openCreated(created.id);
        return true;
      }
      const updated = await updateRecord(resource, record.id, payload, versionRef.current);
      versionRef.current = updated.updated_at;
      draft.discard();
      const detail = resourceKeys.detail(resource, record.id);
      queryClient.setQueryData(detail, updated);
      // not the record itself, just set: asked again, it races an action after the save (approval)
      void queryClient.invalidateQueries({
        queryKey: resourceKeys.all(resource),
        predicate: (query) => query.queryKey[1] !== detail[1] || query.queryKey[2] !== detail[2],
      });
      const values = recordToValues(resource, updated);
      form.reset(values);
      savedRef.current = values;
      setSaved(values);
      notifySuccess(t('toasts.edited'));
      return true;
    } catch (error) {
      showRefusal(error);
      return false;
    }
  };

  useImperativeHandle(handle, () => ({
    saveFirst: async () =>
      !canWrite || !hasUnsaved()
        ? true
        : new Promise<boolean>((resolve) => {
            const refused = (errors: FieldErrors) => {
              tabs?.reveal(errorPaths(errors));
              resolve(false);
            };
            void form.handleSubmit(async (payload) => resolve(await onValid(payload)), refused)();
          }),
  }));

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
            listPath={screenPaths.list(resource, parent)}
            canWrite={canWrite}
            canDelete={Boolean(record && resource.extras.delete && canWrite)}
            saving={saving}
            onDelete={remove.ask}
            extra={props.headerActions}
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
          onSubmit={(event) =>
            saving
              ? event.preventDefault()
              : form.handleSubmit(onValid, (errors) => tabs?.reveal(errorPaths(errors)))(event)
          }
          sx={{ display: 'grid', gap: 3, minWidth: 0 }}
        >
          {/* about permissions only: an expired session opens the sign-in dialog instead */}
          {(signedIn && !canWrite) || forbidden ? <Alert severity="info">{t('crudForm.readOnly')}</Alert> : null}
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
          <FieldChecksContext value={checks}>
            <FormRecordContext value={formRecord}>
              {tabs ? (
                // below lg the side panels come under the form: a screen-high placeholder keeps them
                // below the fold until the tabs are in, instead of showing them and pushing them away
                <Suspense fallback={<Skeleton variant="rounded" sx={{ height: { xs: '100vh', lg: 240 } }} />}>
                  <RecordSummary resource={resource} control={form.control} record={record} />
                  <FormTabPanels resource={resource} control={form.control} disabled={!canWrite} tabs={tabs} />
                </Suspense>
              ) : (
                <FormSectionCards resource={resource} control={form.control} disabled={!canWrite} />
              )}
            </FormRecordContext>
          </FieldChecksContext>
          {canWrite ? (
            <SaveBar formId={formId} dirty={dirty} saving={saving} onDiscard={() => form.reset(saved)} />
          ) : null}
        </Box>
        {/* a panel beside the form may need to know of unsaved changes (an order's quick status) */}
        <FormRecordContext value={formRecord}>{aside}</FormRecordContext>
      </Box>
      {remove.dialog}
      {leaveDialog}
      {conflict.dialog}
    </Box>
  );
}
