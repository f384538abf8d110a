import type { Field, ResourceDef, ResourceRecord } from '@kramar/contract';
import { sortableColumns } from '@kramar/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { screenPaths } from '../registry.ts';
import {
  BooleanCell,
  ColorCell,
  ImageCell,
  ReferenceCell,
  StatusChip,
  StringsCell,
  TextCell,
  TitleLink,
} from './cells.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
import { fieldLabel, optionLabel, recordTitle } from './labels.ts';

type Column = GridColDef<ResourceRecord>;
type Params = GridRenderCellParams<ResourceRecord>;

export interface ColumnContext {
  t: TFunction;
  locale: string;
  resource: ResourceDef;
  /** Per-row delete; absent when the user may not delete or the resource has no DELETE. */
  onDelete?: (row: ResourceRecord) => void;
}

const widthOf: Partial<Record<Field['kind'], Partial<Column>>> = {
  integer: { width: 120, align: 'right', headerAlign: 'right' },
  decimal: { width: 120, align: 'right', headerAlign: 'right' },
  money: { width: 140, align: 'right', headerAlign: 'right' },
  boolean: { width: 110 },
  enum: { width: 150 },
  status: { width: 140 },
  date: { width: 130 },
  datetime: { width: 170 },
  image: { width: 84 },
  color: { width: 140 },
  reference: { width: 180 },
};

/** What the cell shows for a value of this kind: text, or a richer cell (chip, image, swatch). */
function renderValue(ctx: ColumnContext, name: string, field: Field, params: Params): ReactNode {
  const shown = cellContent(ctx, name, field, params);
  return typeof shown === 'string' ? <TextCell text={shown} /> : shown;
}

function cellContent(ctx: ColumnContext, name: string, field: Field, params: Params): ReactNode {
  const { t, locale, resource } = ctx;
  const value: unknown = params.value;
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'status':
      return <StatusChip value={String(value)} label={optionLabel(t, resource, name, String(value))} />;
    case 'enum':
      return optionLabel(t, resource, name, String(value));
    case 'boolean':
      return <BooleanCell value={value === true} />;
    case 'money':
      return formatMoney(value, locale);
    case 'integer':
      return formatNumber(value, locale);
    case 'decimal':
      return formatNumber(value, locale, field.scale ?? 2);
    case 'date':
      return formatDate(value, locale);
    case 'datetime':
      return formatDateTime(value, locale);
    case 'image':
      return typeof value === 'string' ? (
        <ImageCell
          path={value}
          alt={t('crudList.imageAlt', {
            field: fieldLabel(t, resource, name),
            title: recordTitle(t, resource, params.row),
          })}
        />
      ) : null;
    case 'color':
      return typeof value === 'string' ? <ColorCell hex={value} /> : null;
    case 'strings':
      return <StringsCell value={value} />;
    case 'reference':
      return <ReferenceCell target={field.resource} id={Number(value)} label={params.row[`${name}_label`]} />;
    default:
      return String(value);
  }
}

function fieldColumn(ctx: ColumnContext, name: string, field: Field, sortable: boolean): Column {
  const { t, resource } = ctx;
  if (name === resource.titleField) {
    return {
      field: name,
      headerName: fieldLabel(t, resource, name),
      flex: 2,
      minWidth: 200,
      sortable,
      renderCell: (params: Params) => (
        <TitleLink
          to={screenPaths.edit(resource, params.row.id)}
          title={recordTitle(t, resource, params.row)}
          tabIndex={params.tabIndex}
        />
      ),
    };
  }
  return {
    field: name,
    headerName: fieldLabel(t, resource, name),
    flex: widthOf[field.kind] ? undefined : 1,
    minWidth: 140,
    ...widthOf[field.kind],
    sortable,
    renderCell: (params: Params) => renderValue(ctx, name, field, params),
  };
}

/** The grid's columns for the chosen names, in the chooser's order, plus the row actions. */
export function buildColumns(ctx: ColumnContext, visible: readonly string[]): Column[] {
  const { t, locale, resource, onDelete } = ctx;
  const sortable = new Set(sortableColumns(resource));
  const columns = visible.map((name): Column => {
    const field = resource.fields[name];
    if (field) return fieldColumn(ctx, name, field, sortable.has(name));
    const isId = name === 'id';
    return {
      field: name,
      headerName: fieldLabel(t, resource, name),
      width: isId ? 90 : 170,
      sortable: sortable.has(name),
      renderCell: ({ value }) => <TextCell text={isId ? String(value) : formatDateTime(value, locale)} />,
    };
  });
  if (onDelete) {
    columns.push({
      field: 'actions',
      type: 'actions',
      headerName: t('crudList.actions'),
      width: 72,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="delete"
          icon={<DeleteOutlined />}
          label={t('crudList.deleteRow', { title: recordTitle(t, resource, row) })}
          onClick={() => onDelete(row)}
        />,
      ],
    });
  }
  return columns;
}
