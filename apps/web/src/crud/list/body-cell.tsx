import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import type { CellOverride } from './list-view.ts';
import './list-table.css';

interface BodyCellProps {
  align?: 'left' | 'right' | 'center';
  /** The table's own class (a pinned column's). */
  className?: string;
  /** What grid editing puts on the cell. */
  edit?: CellOverride;
  children?: ReactNode;
}

/**
 * One cell of a table's body: a plain <td> with list-table.css's classes. A cell being edited in
 * the grid keeps MUI's TableCell, whose `sx` paints its state (one row at a time, not the page).
 */
export function BodyCell({ align, className, edit, children }: BodyCellProps) {
  const { sx, className: editClass, ...props } = edit?.props ?? {};
  const own = editClass ?? className;
  if (sx !== undefined)
    return (
      <TableCell align={align} className={own} sx={sx} {...props}>
        {children}
      </TableCell>
    );
  const names = ['k-td', align && align !== 'left' ? `k-td--${align}` : '', own];
  return (
    <td className={names.filter(Boolean).join(' ')} {...props}>
      {children}
    </td>
  );
}
