import { can, type ListMeta, type ResourceDef, type ResourceRecord, writeScope } from '@kramar/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { LazyDeleteDialog } from '../../components/lazy-dialogs.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { intlLocale } from '../../i18n/i18n.ts';
import { useScreenBelow } from '../../lib/route-handle.ts';
import { CreateInDialogButton } from '../create/create-button.tsx';
import { createsInDialog } from '../create/create-fields.ts';
import { labelKeys, screenPaths, useCrudScreen } from '../registry.ts';
import { deleteRecord, type ListQuery, listQueryOptions, resourceKeys } from '../resource-api.ts';
import { deleteWithUndo, isUndoableDelete } from '../undoable-delete.tsx';
import { defaultColumns, fitColumns, parseColumns, readColumns, saveColumns, toggleColumn } from './columns.ts';
import { formatNumber } from './format.ts';
import { columnWidth } from './grid-columns.tsx';
import { recordTitle } from './labels.ts';
import { actionsColumnWidth, listExtensionFor } from './list-extensions.ts';
import { listFields } from './list-fields.ts';
import { isFiltered, toApiQuery, withoutFilters } from './list-query.ts';
import { EmptyState, ErrorState, GridSkeleton, NoMatchesState } from './list-states.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { useRecordPanel } from './record-panel.tsx';
import { reportFailure } from './report-failure.ts';
import { ResourceGrid } from './resource-grid.tsx';
import { SavedViewTabs } from './saved-views/saved-view-tabs.tsx';
import { useListQuery } from './use-list-query.ts';
import { useWidth } from './use-width.ts';

// What only a click brings up (bulk actions, the delete confirmation) comes with that click.
const BulkBar = lazy(() => import('./bulk-bar.tsx').then((m) => ({ default: m.BulkBar })));
const RecordDrawer = lazy(() => import('./record-drawer.tsx').then((m) => ({ default: m.RecordDrawer })));

const noneSelected: ReadonlySet<number> = new Set();

/**
 * The total under the title ("found" under filters): "about" when the server estimated it, "more
 * than" when it stopped counting there.
 */
const totalKey = (meta: ListMeta, filtered: boolean): string =>
  `crudList.${filtered ? 'found' : 'total'}${meta.total_is_lower_bound ? 'More' : meta.total_is_estimate ? 'Estimate' : ''}`;

/** The list screen of every declared resource (routes `<Name>.Index`). */
export function ResourceListScreen() {
  const { resource } = useCrudScreen();
  // a new resource is a new screen: selection, dialogs and columns start afresh
  return <ResourceList key={resource.name} resource={resource} />;
}

function ResourceList({ resource }: { resource: ResourceDef }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const canWrite = can(user, writeScope(resource));
  const { query, key, setQuery } = useListQuery(resource);
  // A first visit shows what of the declared columns fits the list's width, the least important
  // left out; once the user chooses, the choice is kept and the middle scrolls sideways instead.
  const [chosen, setChosen] = useState(() => readColumns(resource));
  const sort = query.sort ?? resource.defaultSort;
  const wanted = useMemo(() => {
    // a feature may pick fewer first columns than every declared list field
    const preset = listExtensionFor(resource.name)?.columns;
    if (chosen) return chosen;
    if (!preset) return defaultColumns(resource);
    const known = parseColumns(resource, JSON.stringify(preset));
    return preset.filter((c) => known.includes(c));
  }, [chosen, resource]);
  // the list reads what it shows, and asks again when the column chooser changes it
  const fields = useMemo(() => listFields(resource, wanted), [resource, wanted]);
  const list = useQuery(listQueryOptions(resource, toApiQuery(resource, query), fields));
  // A page of rows is the heaviest thing a list draws. The query store updates synchronously, so
  // drawing it then would block the page for as long as it takes. A deferred copy is drawn in
  // slices the browser can interrupt, and the rows in sight stay until it is done.
  const data = useDeferredValue(list.data);
  // with no rows yet a skeleton is drawn, which needs no width: the page is laid out once
  const [frame, width] = useWidth(list.data !== undefined);
  // columns left out beyond the estimate, for this width and choice: the drawn table was wider
  const fitKey = `${width}|${wanted.join()}|${sort}`;
  const [dropped, setDropped] = useState({ key: '', count: 0 });
  const drop = dropped.key === fitKey ? dropped.count : 0;
  const columns = useMemo(() => {
    if (chosen || width === 0) return wanted;
    const selectable = canWrite && Boolean(resource.extras.destroyBatch || resource.extras.batchStatus);
    // the actions column, wider where a feature adds its own buttons to it (resource-grid.tsx)
    const actions = canWrite && resource.extras.delete ? actionsColumnWidth(resource.name) : 0;
    const fixed = (selectable ? 52 : 0) + actions;
    const ctx = { t, locale, resource };
    const ranked = listExtensionFor(resource.name)?.columns;
    return fitColumns(resource, wanted, sort, width - fixed, (name) => columnWidth(ctx, name), ranked, drop);
  }, [chosen, width, wanted, canWrite, resource, sort, t, locale, drop]);
  // a chosen set of columns scrolls sideways as it is; a fitted one never hides a cell under the actions
  const fitted = !chosen && width > 0 && columns.length > 1;
  const onOverflow = useCallback(
    () => setDropped((d) => ({ key: fitKey, count: (d.key === fitKey ? d.count : 0) + 1 })),
    [fitKey],
  );
  const onToggleColumn = (name: string) => {
    const next = toggleColumn(resource, columns, name);
    setChosen(next);
    saveColumns(resource, next);
  };
  // a saved view brings its filters and sort, and its columns when it keeps them (one function
  // while the query stands: the tabs redraw, and measure themselves, only when something changed)
  const onApplyView = useCallback(
    (next: ListQuery, viewColumns: string[] | null) => {
      setQuery(next);
      if (viewColumns === null) return;
      const known = parseColumns(resource, JSON.stringify(viewColumns));
      setChosen(known);
      saveColumns(resource, known);
    },
    [setQuery, resource],
  );

  // Selection belongs to what is shown: another page, sort or filter starts with none selected.
  const [selection, setSelection] = useState({ key, ids: noneSelected });
  const selected = selection.key === key ? selection.ids : noneSelected;
  const onSelectedChange = useCallback((ids: ReadonlySet<number>) => setSelection({ key, ids }), [key]);
  const clearSelection = useCallback(() => setSelection({ key, ids: noneSelected }), [key]);

  const [toDelete, setToDelete] = useState<ResourceRecord | null>(null);
  const undoable = isUndoableDelete(resource);
  const removeOne = useMutation({
    mutationFn: (row: ResourceRecord) =>
      undoable ? deleteWithUndo(resource, row.id, queryClient, t) : deleteRecord(resource, row.id),
    onSuccess: async (_result, row) => {
      setToDelete(null);
      setSelection((s) => ({ ...s, ids: new Set([...s.ids].filter((id) => id !== row.id)) }));
      // an undoable delete has its own toast, and the list must not fetch the row back meanwhile
      if (undoable) return;
      notifySuccess(t('toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
    },
    onError: reportFailure,
  });
  // mounted from the first delete on, so it can animate closed
  const [confirmMounted, setConfirmMounted] = useState(false);
  const onDelete = useCallback((row: ResourceRecord) => {
    setConfirmMounted(true);
    setToDelete(row);
  }, []);

  // A page past the end (the last rows were deleted, an old bookmark) moves to the last page.
  const lastPage = list.data?.meta.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !list.isPlaceholderData && query.page > Math.max(1, lastPage)) {
      setQuery({ ...query, page: Math.max(1, lastPage), cursor: undefined }, { replace: true });
    }
  }, [lastPage, list.isPlaceholderData, query, setQuery]);

  // a list-only section (no edit screen) corrects its records in a side panel
  // (record-panel.tsx: which record is in the address; the form's own "to the list" drops it)
  const inPanel = resource.route.edit === false;
  const panel = useRecordPanel();
  const panelId = inPanel ? panel.id : null;
  // mounted from the first opening on, so it can slide closed
  const [panelMounted, setPanelMounted] = useState(false);
  if (panelId !== null && !panelMounted) setPanelMounted(true);
  const openInPanel = useCallback((row: ResourceRecord) => panel.open(row.id), [panel.open]);

  const meta = data?.meta;
  const { actions: ExtraActions, panel: Panel } = listExtensionFor(resource.name) ?? {};
  // some sections have no create form (SPEC §2: attributes, categories): no button leading nowhere
  const hasCreate = useScreenBelow(`${resource.route.name}.Create`);
  const createTo = canWrite && hasCreate && resource.route.create !== false ? screenPaths.create(resource) : undefined;
  // ...they make records in a dialog instead; `/{route}/create` lands here asking for it
  const inDialog = canWrite && createsInDialog(resource);
  const location = useLocation();
  const navigate = useNavigate();
  const askedToCreate = (location.state as { create?: boolean } | null)?.create === true;
  const forgetAsk = () => {
    // a reload or "back" later should not open the dialog again
    if (askedToCreate) void navigate(location, { replace: true, state: null });
  };
  // as many placeholder rows as will come, when known, so nothing jumps when they do
  const skeletonRows = data ? Math.max(1, data.data.length) : Math.min(query.perPage, 10);

  let body: ReactNode;
  if (!data && list.isError) {
    body = <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!data || !meta) {
    body = <GridSkeleton rows={skeletonRows} label={t('common.loading')} />;
  } else if (data.data.length === 0 && query.page === 1) {
    body = isFiltered(query) ? (
      <NoMatchesState onClear={() => setQuery(withoutFilters(query))} />
    ) : (
      <EmptyState createTo={createTo} />
    );
  } else {
    body = (
      <ResourceGrid
        resource={resource}
        rows={data.data}
        meta={meta}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        wanted={wanted}
        loading={list.isFetching}
        selectable={canWrite && Boolean(resource.extras.destroyBatch || resource.extras.batchStatus)}
        selected={selected}
        onSelectedChange={onSelectedChange}
        onDelete={canWrite && resource.extras.delete ? onDelete : undefined}
        editable={canWrite}
        onOpen={inPanel ? openInPanel : undefined}
        onOverflow={fitted ? onOverflow : undefined}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t(labelKeys.title(resource))}
        subtitle={
          meta ? (
            t(totalKey(meta, isFiltered(query)), { total: formatNumber(meta.total, locale) })
          ) : (
            // holds the line the count will take, so the list does not shift down when it comes
            <Skeleton width={list.isError ? 0 : 96} sx={{ display: 'inline-block' }} />
          )
        }
        actions={
          createTo || inDialog || ExtraActions ? (
            <>
              {ExtraActions ? (
                <Suspense fallback={null}>
                  <ExtraActions resource={resource} found={list.isPlaceholderData ? undefined : list.data?.meta} />
                </Suspense>
              ) : null}
              {createTo ? (
                <Button component={RouterLink} to={createTo} variant="contained" startIcon={<AddOutlined />}>
                  {t('crudList.create')}
                </Button>
              ) : null}
              {inDialog ? (
                <CreateInDialogButton resource={resource} initiallyOpen={askedToCreate} onClosed={forgetAsk} />
              ) : null}
            </>
          ) : undefined
        }
      />
      <SavedViewTabs resource={resource} query={query} columns={chosen} onApply={onApplyView} />
      {Panel ? (
        <Suspense fallback={null}>
          <Panel resource={resource} />
        </Suspense>
      ) : null}
      {/* not clipped: the column chooser opens over what is below the list */}
      <Paper ref={frame} variant="outlined" sx={{ minWidth: 0 }}>
        <ListToolbar
          resource={resource}
          query={query}
          onQueryChange={setQuery}
          columns={columns}
          onToggleColumn={onToggleColumn}
        />
        {selected.size > 0 ? (
          <Suspense fallback={null}>
            <BulkBar resource={resource} ids={[...selected]} onClear={clearSelection} />
          </Suspense>
        ) : null}
        {body}
      </Paper>
      {panelMounted ? (
        <Suspense fallback={null}>
          <RecordDrawer resource={resource} id={panelId} canWrite={canWrite} onClose={panel.close} />
        </Suspense>
      ) : null}
      {confirmMounted ? (
        <Suspense fallback={null}>
          <LazyDeleteDialog
            open={toDelete !== null}
            busy={removeOne.isPending}
            undoable={undoable}
            title={toDelete ? recordTitle(t, resource, toDelete) : undefined}
            onConfirm={() => toDelete && removeOne.mutate(toDelete)}
            onClose={() => setToDelete(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
