import type { ListMeta, ResourceDef, ResourceRecord } from '@kramar/contract';
import { perPageOptions } from '@kramar/contract';
import {
  DataGrid,
  type GridCellParams,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { enUS, ukUA } from '@mui/x-data-grid/locales';
import { type KeyboardEvent, type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { intlLocale } from '../../i18n/i18n.ts';
import { labelKeys, screenPaths } from '../registry.ts';
import type { ListQuery } from '../resource-api.ts';
import { buildColumns } from './grid-columns.tsx';

export interface ResourceGridProps {
  resource: ResourceDef;
  rows: ResourceRecord[];
  meta: ListMeta;
  query: ListQuery;
  onQueryChange(next: ListQuery): void;
  columns: readonly string[];
  /** A newer page is on its way (the current rows stay until it comes). */
  loading: boolean;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange(ids: ReadonlySet<number>): void;
  onDelete?: (row: ResourceRecord) => void;
}

const pageSizes = [...perPageOptions];
const noNavigation = new Set(['__check__', 'actions']);

/** Clicks and keys on a control inside a cell belong to that control, not to the row. */
const fromControl = (event: MouseEvent | KeyboardEvent): boolean =>
  event.target instanceof Element && event.target.closest('a, button, input, label') !== null;

const toSortModel = (sort: string): GridSortModel =>
  sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];

/** The MUI X Data Grid of a list, loaded lazily: only list screens download it. */
export function ResourceGrid(props: ResourceGridProps) {
  const { resource, rows, meta, query, onQueryChange, selectable, selected, onSelectedChange, onDelete } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = intlLocale(i18n.language);

  const columns = useMemo(
    () => buildColumns({ t, locale, resource, onDelete }, props.columns),
    [t, locale, resource, onDelete, props.columns],
  );

  const localeText = useMemo((): Partial<GridLocaleText> => {
    const base = (i18n.language === 'en' ? enUS : ukUA).components.MuiDataGrid.defaultProps.localeText;
    const n = (x: number) => new Intl.NumberFormat(locale).format(x);
    return {
      ...base,
      paginationRowsPerPage: t('crudList.perPage'),
      paginationDisplayedRows: ({ from, to, count, estimated }) => {
        if (count !== -1) return t('crudList.rows', { from: n(from), to: n(to), count: n(count) });
        return estimated !== undefined && estimated > to
          ? t('crudList.rowsEstimate', { from: n(from), to: n(to), count: n(estimated) })
          : t('crudList.rowsMore', { from: n(from), to: n(to) });
      },
    };
  }, [t, i18n.language, locale]);

  const open = (params: GridCellParams<ResourceRecord>, event: MouseEvent | KeyboardEvent) => {
    if (noNavigation.has(params.field) || fromControl(event)) return;
    void navigate(screenPaths.edit(resource, params.row.id));
  };

  const selectionModel = useMemo(
    (): GridRowSelectionModel => ({ type: 'include', ids: new Set(selected) }),
    [selected],
  );

  const onSelection = (model: GridRowSelectionModel) => {
    // "select all" may answer with an exclusion list; the bulk actions want the page's ids
    const ids =
      model.type === 'include'
        ? [...model.ids].map(Number)
        : rows.map((row) => row.id).filter((id) => !model.ids.has(id));
    onSelectedChange(new Set(ids));
  };

  const onPagination = (model: GridPaginationModel) => {
    const perPage = model.pageSize;
    onQueryChange({ ...query, perPage, page: perPage === query.perPage ? model.page + 1 : 1 });
  };

  const onSort = (model: GridSortModel) => {
    const [first] = model;
    const sort = first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined;
    onQueryChange({ ...query, sort, page: 1 });
  };

  const estimate = meta.total_is_estimate === true;
  return (
    <DataGrid<ResourceRecord>
      aria-label={t('crudList.gridLabel', { title: t(labelKeys.title(resource)) })}
      rows={rows}
      columns={columns}
      localeText={localeText}
      autoHeight
      loading={props.loading}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      rowCount={estimate ? -1 : meta.total}
      estimatedRowCount={estimate ? meta.total : undefined}
      paginationMeta={estimate ? { hasNextPage: rows.length === query.perPage } : undefined}
      paginationModel={{ page: query.page - 1, pageSize: query.perPage }}
      onPaginationModelChange={onPagination}
      pageSizeOptions={pageSizes}
      sortModel={toSortModel(query.sort ?? resource.defaultSort)}
      onSortModelChange={onSort}
      sortingOrder={['asc', 'desc']}
      checkboxSelection={selectable}
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={onSelection}
      disableRowSelectionOnClick
      disableColumnMenu
      disableColumnFilter
      disableColumnSelector
      disableDensitySelector
      onCellClick={(params, event) => open(params, event)}
      onCellKeyDown={(params, event) => {
        if (event.key === 'Enter') open(params, event);
      }}
      rowHeight={56}
      sx={{
        border: 0,
        borderRadius: 0,
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-columnHeaders': { bgcolor: 'background.default' },
        '& .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
      }}
    />
  );
}
