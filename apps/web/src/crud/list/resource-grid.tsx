import type { ListMeta, ResourceDef, ResourceRecord } from '@kramar/contract';
import { gridEditFields, statusFieldOf } from '@kramar/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { intlLocale } from '../../i18n/i18n.ts';
import { labelKeys, screenPaths } from '../registry.ts';
import type { ListQuery } from '../resource-api.ts';
import { byPriority } from './columns.ts';
import { buildColumns } from './grid-columns.tsx';
import { recordTitle } from './labels.ts';
import { ListCards } from './list-cards.tsx';
import { actionsColumnWidth, listExtensionFor } from './list-extensions.ts';
import { ListPager } from './list-pager.tsx';
import { ListTable } from './list-table.tsx';
import type { CellOverride, RowSelection } from './list-view.ts';
import { RowActions, RowMenu } from './row-actions.tsx';
import { useRowReorder } from './row-drag.tsx';

export interface ResourceGridProps {
  resource: ResourceDef;
  rows: ResourceRecord[];
  meta: ListMeta;
  query: ListQuery;
  onQueryChange(next: ListQuery): void;
  /** The table's columns: what was chosen, or what of the default fits the width. */
  columns: readonly string[];
  /** What the user wants shown, whatever fits: a phone's cards pick their few fields from it. */
  wanted: readonly string[];
  /** A newer page is on its way (the current rows stay until it comes). */
  loading: boolean;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange(ids: ReadonlySet<number>): void;
  onDelete?: (row: ResourceRecord) => void;
  /** The user may change records: fields declared `gridEdit` are edited right in the table. */
  editable?: boolean;
  /** What a row's click opens; by default the record's edit screen. */
  onOpen?: (row: ResourceRecord) => void;
  /** The table came out wider than its room (see ListTable). */
  onOverflow?: () => void;
}

// The spreadsheet editing is fetched with the first cell the user edits, not with the list.
const loadEditor = () => import('./grid-edit/grid-editor.tsx');
const GridEditor = lazy(() => loadEditor().then((m) => ({ default: m.GridEditor })));

/** Fields a phone's card shows under its title and status. */
const cardFields = 3;

/** The rows of a list: a table from a tablet up, cards on a phone, with the pager under them. */
export function ResourceGrid(props: ResourceGridProps) {
  const { resource, rows, meta, query, onQueryChange, selectable, selected, onSelectedChange, onDelete } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const locale = intlLocale(i18n.language);
  const sort = query.sort ?? resource.defaultSort;
  const status = statusFieldOf(resource);
  const reorder = useRowReorder(resource, sort);
  const [editStart, setEditStart] = useState<{ row: number; field: string } | null>(null);

  const names = useMemo(() => {
    if (!phone) return [resource.titleField, ...props.columns.filter((c) => c !== resource.titleField)];
    const rest = byPriority(resource, props.wanted, sort).filter((c) => c !== resource.titleField && c !== status);
    return [resource.titleField, ...rest.slice(0, cardFields)];
  }, [phone, resource, props.columns, props.wanted, sort, status]);
  // a reader (no `.edit`) may be sent to a read-only card the resource offers instead of its form
  const readerPath = props.editable ? undefined : listExtensionFor(resource.name)?.readerPath;
  const pathOf = useCallback(
    (id: number) => readerPath?.(id) ?? screenPaths.edit(resource, id),
    [readerPath, resource],
  );
  const columns = useMemo(
    () => buildColumns({ t, locale, resource, pathOf }, names),
    [t, locale, resource, names, pathOf],
  );
  const statusColumn = useMemo(
    () => (phone && status ? buildColumns({ t, locale, resource }, [status])[0] : undefined),
    [phone, status, t, locale, resource],
  );

  const selection = useMemo((): RowSelection | undefined => {
    if (!selectable) return undefined;
    return {
      selected,
      toggle: (id) => {
        const next = new Set(selected);
        if (!next.delete(id)) next.add(id);
        onSelectedChange(next);
      },
      toggleAll: () => {
        const all = rows.every((row) => selected.has(row.id));
        onSelectedChange(new Set(all ? [] : rows.map((row) => row.id)));
      },
    };
  }, [selectable, selected, onSelectedChange, rows]);

  const titleOf = (row: ResourceRecord) => recordTitle(t, resource, row);
  const ExtraActions = listExtensionFor(resource.name)?.rowActions;
  const open = props.onOpen ?? ((row: ResourceRecord) => void navigate(pathOf(row.id)));
  const view = {
    label: t('crudList.gridLabel', { title: t(labelKeys.title(resource)) }),
    columns,
    rows,
    selection,
    titleOf,
    onOpen: open,
    onOverflow: phone ? undefined : props.onOverflow,
    actionsWidth: ExtraActions && onDelete ? actionsColumnWidth(resource.name) : undefined,
    actions: onDelete
      ? (row: ResourceRecord) => {
          const Actions = phone ? RowMenu : RowActions;
          const editTo = props.onOpen ? () => open(row) : pathOf(row.id);
          const actions = <Actions title={titleOf(row)} editTo={editTo} onDelete={() => onDelete(row)} />;
          if (!ExtraActions || phone) return actions;
          return (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
              <Suspense fallback={null}>
                <ExtraActions resource={resource} row={row} title={titleOf(row)} />
              </Suspense>
              {actions}
            </Box>
          );
        }
      : undefined,
  };

  const onSort = (column: string) => {
    // a new column sorts up first; the sorted one flips
    const next = column === sort.replace(/^-/, '') && !sort.startsWith('-') ? `-${column}` : column;
    onQueryChange({ ...query, sort: next, page: 1 });
  };

  // grid-editable columns shown, in their order: until the first edit a click on one starts it
  const editFields = useMemo(() => {
    if (!props.editable || phone) return [];
    const declared = new Set(gridEditFields(resource));
    return columns.slice(1).flatMap((c) => (declared.has(c.name) ? [c.name] : []));
  }, [props.editable, phone, resource, columns]);
  const startCell = (_row: ResourceRecord, column: { name: string }, index: number): CellOverride | undefined =>
    editFields.includes(column.name)
      ? {
          props: {
            'data-grid-cell': `${index}:${column.name}`,
            onClick: () => setEditStart({ row: index, field: column.name }),
            // a pointer over an editable cell is likely to click it: the editor is fetched by then
            onPointerEnter: () => void loadEditor(),
            className: 'k-td--edit',
          },
        }
      : undefined;
  const table = { ...view, sort, onSort, reorder };
  const editing = editStart && editFields.length > 0;

  return (
    <Box sx={{ position: 'relative' }} aria-busy={props.loading}>
      {props.loading ? (
        <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />
      ) : null}
      {phone ? (
        <ListCards {...view} status={statusColumn} />
      ) : editing ? (
        <Suspense fallback={<ListTable {...table} />}>
          <GridEditor resource={resource} view={table} fields={editFields} start={editStart} />
        </Suspense>
      ) : (
        <ListTable
          {...table}
          cell={editFields.length ? startCell : undefined}
          onEditRow={editFields.length ? (row) => setEditStart({ row, field: editFields[0] ?? '' }) : undefined}
        />
      )}
      <ListPager
        meta={meta}
        page={query.page}
        perPage={query.perPage}
        shown={rows.length}
        locale={locale}
        onChange={(page, perPage, cursor) => onQueryChange({ ...query, page, perPage, cursor })}
      />
    </Box>
  );
}
