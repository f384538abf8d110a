import type { Field, ResourceDef, ResourceRecord } from '@kramar/contract';
import { sortableColumns } from '@kramar/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { screenPaths } from '../registry.ts';
import {
  BooleanCell,
  ClampedText,
  ColorCell,
  ImageCell,
  ReferenceCell,
  ReferencesCell,
  StatusChip,
  StringsCell,
  TextCell,
  TitleLink,
} from './cells.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber, shownStatus, unitOf, withUnit } from './format.ts';
import { fieldLabel, optionLabel, recordTitle } from './labels.ts';
import { listExtensionFor } from './list-extensions.ts';
import { PanelTitleLink } from './record-panel.tsx';

/** One column of the list, as the table and the phone cards both show it. */
export interface ListColumn {
  name: string;
  label: string;
  kind: Field['kind'] | 'system';
  align: 'left' | 'right';
  sortable: boolean;
  /** Pixels its values and its header's words need: what decides whether it fits. */
  width: number;
  /** Long headers wrap at words instead of being cut. */
  wrapHeader: boolean;
  render(row: ResourceRecord): ReactNode;
}

export interface ColumnContext {
  t: TFunction;
  locale: string;
  resource: ResourceDef;
  /** Where a record's title leads; the edit screen unless the list says otherwise. */
  pathOf?: (id: number) => string;
}

/** What values of a kind need at the least, before their header is considered. */
const valueWidth: Partial<Record<Field['kind'], number>> = {
  integer: 90,
  decimal: 100,
  money: 120,
  boolean: 90,
  enum: 140,
  status: 130,
  date: 110,
  datetime: 150,
  image: 72,
  images: 72,
  color: 130,
  reference: 160,
  references: 200,
};
const right = new Set<Field['kind']>(['integer', 'decimal', 'money']);
const cellPadding = 32;
const sortIcon = 26;
const widestHeader = 200;

let canvas: CanvasRenderingContext2D | null | undefined;
// the page's font is read once: reading a computed style makes the browser work out every style
// then and there, in the middle of drawing a list
const widths = new Map<string, number>();
/** The header's words as the browser will set them (theme's font, 14 px, medium). */
function textWidth(text: string): number {
  const known = widths.get(text);
  if (known !== undefined) return known;
  if (canvas === undefined) {
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (canvas) canvas.font = `500 14px ${getComputedStyle(document.body).fontFamily}`;
  }
  const width = canvas ? Math.ceil(canvas.measureText(text).width) : text.length * 8;
  widths.set(text, width);
  return width;
}

function cellContent(ctx: ColumnContext, name: string, field: Field, row: ResourceRecord): ReactNode {
  const { t, locale, resource } = ctx;
  const value: unknown = row[name];
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'status': {
      const status = shownStatus(field, value, row);
      return <StatusChip value={status} label={optionLabel(t, resource, name, status)} />;
    }
    case 'enum':
      return optionLabel(t, resource, name, String(value));
    case 'boolean':
      return <BooleanCell value={value === true} />;
    case 'money':
      return formatMoney(value, locale);
    case 'integer':
      return withUnit(formatNumber(value, locale), unitOf(field, row));
    case 'decimal':
      return withUnit(formatNumber(value, locale, field.scale ?? 2), unitOf(field, row));
    case 'date':
      return formatDate(value, locale);
    case 'datetime':
      return formatDateTime(value, locale);
    case 'image':
      return typeof value === 'string' ? (
        <ImageCell
          path={value}
          alt={t('crudList.imageAlt', { field: fieldLabel(t, resource, name), title: recordTitle(t, resource, row) })}
        />
      ) : null;
    case 'images': {
      // the gallery's first picture is the main one: the row's thumbnail
      const main: unknown = Array.isArray(value) ? value[0] : undefined;
      return typeof main === 'string' ? (
        <ImageCell
          path={main}
          alt={t('crudList.imageAlt', { field: fieldLabel(t, resource, name), title: recordTitle(t, resource, row) })}
        />
      ) : null;
    }
    case 'color':
      return typeof value === 'string' ? <ColorCell hex={value} /> : null;
    case 'textarea':
      return <ClampedText text={String(value)} />;
    case 'strings':
      return <StringsCell value={value} />;
    case 'reference':
      return <ReferenceCell target={field.resource} id={Number(value)} label={row[`${name}_label`]} />;
    case 'references':
      return Array.isArray(value) ? (
        <ReferencesCell target={field.resource} ids={value.filter((id): id is number => typeof id === 'number')} />
      ) : null;
    default:
      return String(value);
  }
}

function render(ctx: ColumnContext, name: string, field: Field | undefined): (row: ResourceRecord) => ReactNode {
  const { t, locale, resource } = ctx;
  const Drawn = listExtensionFor(resource.name)?.cells?.[name];
  if (Drawn) {
    const pathOf = ctx.pathOf ?? ((id: number) => screenPaths.edit(resource, id));
    return (row) => (
      <Suspense fallback={null}>
        <Drawn resource={resource} row={row} name={name} to={pathOf(row.id)} />
      </Suspense>
    );
  }
  // a list-only section opens its records in a side panel over the list
  if (name === resource.titleField && resource.route.edit === false) {
    return (row) => <PanelTitleLink id={row.id} title={recordTitle(t, resource, row)} />;
  }
  if (name === resource.titleField) {
    const pathOf = ctx.pathOf ?? ((id: number) => screenPaths.edit(resource, id));
    return (row) => <TitleLink to={pathOf(row.id)} title={recordTitle(t, resource, row)} />;
  }
  if (!field) return (row) => <TextCell text={name === 'id' ? String(row.id) : formatDateTime(row[name], locale)} />;
  return (row) => {
    const shown = cellContent(ctx, name, field, row);
    return typeof shown === 'string' ? <TextCell text={shown} /> : shown;
  };
}

/** The list's columns for the chosen names, in the chooser's order. */
export function buildColumns(ctx: ColumnContext, names: readonly string[]): ListColumn[] {
  const sortable = new Set(sortableColumns(ctx.resource));
  return names.map((name) => describeColumn(ctx, name, sortable.has(name)));
}

export function describeColumn(ctx: ColumnContext, name: string, sortable: boolean): ListColumn {
  const { t, resource } = ctx;
  const field = resource.fields[name];
  const label = fieldLabel(t, resource, name);
  const words = textWidth(label);
  const values =
    name === resource.titleField ? 220 : field ? (valueWidth[field.kind] ?? 160) : name === 'id' ? 72 : 150;
  const header = Math.min(words, widestHeader) + cellPadding + (sortable ? sortIcon : 0);
  return {
    name,
    label,
    kind: field?.kind ?? 'system',
    align: field && right.has(field.kind) ? 'right' : name === 'id' ? 'right' : 'left',
    sortable,
    width: Math.max(values, header),
    wrapHeader: words > widestHeader,
    render: render(ctx, name, field),
  };
}

/** What a column needs, for deciding which columns fit before any is drawn. */
export const columnWidth = (ctx: ColumnContext, name: string): number =>
  describeColumn(ctx, name, sortableColumns(ctx.resource).includes(name)).width;
