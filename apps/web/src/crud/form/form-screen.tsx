import { can, type ResourceDef, writeScope } from '@kramar/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { createsInDialog } from '../create/create-fields.ts';
import { isRecordId, screenPaths, useCrudScreen, useScreenParams } from '../registry.ts';
import { recordQueryOptions } from '../resource-api.ts';
import { AuditPanel } from './audit-panel.tsx';
import { formExtensionFor } from './form-extensions.ts';
import { RecordMissing } from './record-missing.tsx';
import { ResourceForm } from './resource-form.tsx';

/** The create and edit screen of every declared resource, built from its declaration alone. */
export function ResourceFormScreen() {
  const { t } = useTranslation();
  const { resource, mode } = useCrudScreen();
  const { id } = useScreenParams(resource);
  const user = useCurrentUser();
  const canWrite = can(user, writeScope(resource));
  if (mode === 'create') {
    return (
      <ResourceForm
        key={resource.name}
        resource={resource}
        title={t(routeTitleKey(`${resource.route.name}.Create`))}
        canWrite={canWrite}
      />
    );
  }
  // Without a create screen, `/{route}/create` falls to the edit route (SPEC §2 gives only `{id}`):
  // it means "create", which is the list's dialog, not an edit form of a record named "create"
  if (id === 'create' && createsInDialog(resource)) {
    return <Navigate to={screenPaths.list(resource)} replace state={{ create: true }} />;
  }
  // a new id is a new form: nothing typed for one record may leak into another
  return <EditScreen key={`${resource.name}/${id}`} resource={resource} id={id ?? ''} canWrite={canWrite} />;
}

function EditScreen({ resource, id, canWrite }: { resource: ResourceDef; id: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const valid = isRecordId(id);
  const query = useQuery({ ...recordQueryOptions(resource, id), enabled: valid });
  // The query store answers synchronously, and a whole form drawn then blocks the page for as long
  // as it takes: the form is first drawn from a deferred copy, in slices the browser can interrupt,
  // and follows the record at once from then on (a save's answer, a refetch).
  const arrived = useDeferredValue(query.data);
  const routeTitle = t(routeTitleKey(`${resource.route.name}.Edit`));

  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) {
    return <RecordMissing resource={resource} title={routeTitle} kind="notFound" />;
  }
  if (query.isError) {
    return (
      <RecordMissing resource={resource} title={routeTitle} kind="loadError" onRetry={() => void query.refetch()} />
    );
  }
  const record = arrived && query.data;
  if (!record) return <FormSkeleton />;

  const named = record[resource.titleField];
  const { panel: Panel, actions: Actions } = formExtensionFor(resource.name) ?? {};
  return (
    <ResourceForm
      resource={resource}
      record={record}
      // a numbered record (an order) is titled by its number, not by its id
      title={
        typeof named === 'string' && named.trim() !== ''
          ? named
          : typeof named === 'number'
            ? t('crudForm.numbered', { number: named })
            : `#${record.id}`
      }
      subtitle={routeTitle}
      canWrite={canWrite}
      headerActions={
        Actions ? (
          <Suspense fallback={null}>
            <Actions resource={resource} id={record.id} canWrite={canWrite} />
          </Suspense>
        ) : undefined
      }
      aside={
        Panel ? (
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
              <Panel resource={resource} id={record.id} canWrite={canWrite} />
            </Suspense>
            <AuditPanel resource={resource} id={record.id} />
          </Stack>
        ) : (
          <AuditPanel resource={resource} id={record.id} />
        )
      }
    />
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
      <PageHeader title={<Skeleton width={280} />} subtitle={<Skeleton width={180} />} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' } }}>
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2.5 }}>
          <Skeleton width={120} />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Skeleton width={160} />
        </Paper>
      </Box>
    </Box>
  );
}
