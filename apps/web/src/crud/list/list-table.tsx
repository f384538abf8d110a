import type { ResourceRecord } from '@kramar/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import type { CSSObject } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyCell } from './body-cell.tsx';
import { fromControl, type ListViewProps } from './list-view.ts';
import { RowCheck } from './row-check.tsx';
import { handleWidth, useRowDrag } from './row-drag.tsx';
import { useScrollEdges } from './use-scroll-edges.ts';

const checkWidth = 52;
const defaultActionsWidth = 96;
const shadow = 'rgba(35, 27, 46, 0.16)';

/** A pinned cell: solid, so the middle scrolls under it, with a shadow shown once something is under it. */
const pinned = (side: 'left' | 'right', offset: number, edge?: 'after' | 'before'): CSSObject => ({
  position: 'sticky',
  [side]: offset,
  zIndex: 1,
  backgroundColor: 'var(--row-bg)',
  ...(edge
    ? {
        [`&::${edge}`]: {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: 12,
          pointerEvents: 'none',
          opacity: 'var(--shadow-opacity, 0)',
          transition: 'opacity 120ms',
          ...(edge === 'after'
            ? { right: -12, background: `linear-gradient(to right, ${shadow}, transparent)` }
            : { left: -12, background: `linear-gradient(to left, ${shadow}, transparent)` }),
        },
      }
    : {}),
});

/** The list as a real table: pinned title and actions, the middle scrolling sideways between them. */
export function ListTable(props: ListViewProps) {
  const { label, columns, sort, onSort, selection, titleOf, onOpen, actions, reorder, cell, onEditRow } = props;
  const actionsWidth = props.actionsWidth ?? defaultActionsWidth;
  const { t } = useTranslation();
  const [scroller, edges] = useScrollEdges();
  const box = useRef<HTMLElement | null>(null);
  const setBox = useCallback(
    (el: HTMLElement | null) => {
      box.current = el;
      scroller(el);
    },
    [scroller],
  );
  const { onOverflow } = props;
  // after every drawing (new rows, a resize seen by the edges): a pixel of slack for zoomed pages
  useLayoutEffect(() => {
    const el = box.current;
    if (el && onOverflow && el.scrollWidth > el.clientWidth + 1) onOverflow();
  });
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const drag = useRowDrag(props.rows, reorder, titleOf);
  const rows = drag.shown;
  const lead = reorder ? handleWidth : 0;
  const sorted = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const titleLeft = lead + (selection ? checkWidth : 0);
  const all = rows.length > 0 && rows.every((row) => selection?.selected.has(row.id));
  const some = rows.some((row) => selection?.selected.has(row.id));

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    (body.current?.rows[next] as HTMLElement | undefined)?.focus();
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: ResourceRecord, index: number) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key] as number);
    } else if (event.key === 'Enter') onOpen(row);
    else if (event.key === 'F2' && onEditRow) {
      event.preventDefault();
      onEditRow(index);
    } else if (event.key === ' ' && selection) {
      event.preventDefault();
      selection.toggle(row.id);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={setBox}
        sx={{
          overflowX: 'auto',
          '--start-shadow': edges.start ? 1 : 0,
          '--end-shadow': edges.end ? 1 : 0,
          '& .pin-start': { '--shadow-opacity': 'var(--start-shadow)' },
          '& .pin-end': { '--shadow-opacity': 'var(--end-shadow)' },
        }}
      >
        <Table
          aria-label={label}
          sx={{
            borderCollapse: 'separate',
            borderSpacing: 0,
            // widths below include the padding, as the fitting of columns counts them
            '& th, & td': { borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box' },
            '& thead th': { '--row-bg': (theme) => theme.palette.background.default, bgcolor: 'var(--row-bg)' },
            '& tbody tr': { '--row-bg': (theme) => theme.palette.background.paper, cursor: 'pointer' },
            '& tbody tr:hover': { '--row-bg': '#faf8fd' },
            '& tbody tr.selected': { '--row-bg': '#f1ebf8' },
            '& tbody td': { bgcolor: 'var(--row-bg)', py: 1, height: 56 },
            '& tbody tr:focus-visible': { outline: 'none' },
            // the body's pinned cells by class, once for the table rather than a style per cell per row
            '& tbody .pin-drag': pinned('left', 0),
            '& tbody .pin-check': pinned('left', lead),
            '& tbody .pin-start': pinned('left', titleLeft, 'after'),
            '& tbody .pin-end': pinned('right', 0, 'before'),
            '& tbody tr:focus-visible td': {
              boxShadow: (theme) =>
                `inset 0 2px 0 ${theme.palette.primary.main}, inset 0 -2px 0 ${theme.palette.primary.main}`,
            },
          }}
        >
          <TableHead>
            <TableRow>
              {reorder ? (
                <TableCell padding="none" align="center" sx={{ ...pinned('left', 0), width: lead, minWidth: lead }}>
                  {drag.head}
                </TableCell>
              ) : null}
              {selection ? (
                <TableCell padding="checkbox" sx={{ ...pinned('left', lead), width: checkWidth, minWidth: checkWidth }}>
                  <Checkbox
                    checked={all}
                    indeterminate={some && !all}
                    onChange={selection.toggleAll}
                    slotProps={{ input: { 'aria-label': t('crudList.selectPage') } }}
                  />
                </TableCell>
              ) : null}
              {columns.map((c, i) => (
                <TableCell
                  key={c.name}
                  scope="col"
                  align={c.align}
                  aria-sort={c.name === sorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  title={c.wrapHeader ? c.label : undefined}
                  className={i === 0 ? 'pin-start' : undefined}
                  sx={{
                    minWidth: c.width,
                    whiteSpace: c.wrapHeader ? 'normal' : 'nowrap',
                    fontWeight: 600,
                    lineHeight: 1.3,
                    ...(i === 0 ? pinned('left', titleLeft, 'after') : {}),
                  }}
                >
                  {c.sortable ? (
                    <TableSortLabel
                      active={c.name === sorted}
                      direction={c.name === sorted ? direction : 'asc'}
                      onClick={() => onSort(c.name)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
              {actions ? (
                <TableCell
                  align="right"
                  className="pin-end"
                  sx={{ ...pinned('right', 0, 'before'), width: actionsWidth, minWidth: actionsWidth, fontWeight: 600 }}
                >
                  {t('crudList.actions')}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody ref={body}>
            {rows.map((row, index) => {
              const checked = selection?.selected.has(row.id) ?? false;
              return (
                <tr
                  key={row.id}
                  className={checked || drag.carriedId === row.id ? 'k-tr selected' : 'k-tr'}
                  tabIndex={index === Math.min(active, rows.length - 1) ? 0 : -1}
                  onFocus={(event) => event.target === event.currentTarget && setActive(index)}
                  onClick={(event) => !fromControl(event) && onOpen(row)}
                  onKeyDown={(event) => onRowKey(event, row, index)}
                  {...drag.rowProps(row)}
                >
                  {reorder ? <td className="k-td k-td--none k-td--center pin-drag">{drag.handle(row)}</td> : null}
                  {selection ? (
                    <td className="k-td k-td--check pin-check">
                      <RowCheck
                        checked={checked}
                        onChange={() => selection.toggle(row.id)}
                        label={t('crudList.selectRow', { title: titleOf(row) })}
                      />
                    </td>
                  ) : null}
                  {columns.map((c, i) => {
                    // the title is the row's link to its record, never a cell to type in
                    const edit = i === 0 ? undefined : cell?.(row, c, index);
                    return (
                      <BodyCell key={c.name} align={c.align} className={i === 0 ? 'pin-start' : undefined} edit={edit}>
                        {edit?.content ?? c.render(row)}
                      </BodyCell>
                    );
                  })}
                  {actions ? <td className="k-td pin-end">{actions(row)}</td> : null}
                </tr>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {reorder ? drag.live : null}
      {!actions && edges.end ? (
        // with nothing pinned at the end, the right edge fades to say the table goes on
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 32,
            pointerEvents: 'none',
            background: (theme) => `linear-gradient(to right, transparent, ${theme.palette.background.paper})`,
          }}
        />
      ) : null}
    </Box>
  );
}
