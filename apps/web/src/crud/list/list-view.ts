import type { ResourceRecord } from '@kramar/contract';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { ListColumn } from './grid-columns.tsx';
import type { RowReorder } from './row-drag.tsx';

/** What a list view (the table, the phone's cards) is given, shared by both. */

export interface RowSelection {
  selected: ReadonlySet<number>;
  toggle(id: number): void;
  /** Every row of the page, or none when all are already chosen. */
  toggleAll(): void;
}

export interface ListViewProps {
  label: string;
  /** The title column first: it stays pinned at the start. */
  columns: ListColumn[];
  rows: ResourceRecord[];
  sort: string;
  onSort(column: string): void;
  selection?: RowSelection;
  titleOf(row: ResourceRecord): string;
  onOpen(row: ResourceRecord): void;
  /** The pinned end column (edit, delete), absent for those who may only read. */
  actions?: (row: ResourceRecord) => ReactNode;
  /** Rows dragged into a new order (resources with a position, for those who may edit). */
  reorder?: RowReorder;
  /** Cells edited in place (grid editing): their own props and, while edited, their content. */
  cell?: (row: ResourceRecord, column: ListColumn, rowIndex: number) => CellOverride | undefined;
  /** Pixels of the pinned actions column, when a feature adds buttons to it. */
  actionsWidth?: number;
  /** F2 on a row: start editing its first editable cell. */
  onEditRow?: (rowIndex: number) => void;
  /**
   * The table came out wider than its box, before it is painted: the list then shows fewer
   * columns rather than leave the last ones under the pinned actions (absent: it scrolls).
   */
  onOverflow?: () => void;
}

/** What grid editing puts on a cell; a cell marked `data-grid-cell` handles its own clicks and keys. */
export interface CellOverride {
  /** `sx` only while the grid edits (the cell is then MUI's TableCell); otherwise classes. */
  props: HTMLAttributes<HTMLTableCellElement> & { 'data-grid-cell': string; sx?: SxProps<Theme> };
  content?: ReactNode;
}

/** Clicks and keys on a control inside a row belong to that control, not to the row. */
export const fromControl = (event: MouseEvent | KeyboardEvent): boolean =>
  event.target instanceof Element && event.target.closest('a, button, input, label, select, [data-grid-cell]') !== null;
