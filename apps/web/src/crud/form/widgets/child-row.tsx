import type { ChildrenField, ResourceDef } from '@kramar/contract';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { type DragEvent, Suspense, useRef } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChildRowExtension } from '../form-slots.ts';
import type { FormValues } from '../form-values.ts';
import { ChildCell, cellWidth } from './child-cell.tsx';

interface ChildRowProps {
  resource: ResourceDef;
  name: string;
  field: ChildrenField;
  index: number;
  count: number;
  control: Control<FormValues>;
  disabled: boolean;
  /** The column labels, by sub-field. */
  labels: Readonly<Record<string, string>>;
  /** Where a carried row would land: this row is highlighted. */
  target: boolean;
  onMove(from: number, to: number, direction?: 'up' | 'down'): void;
  onRemove(): void;
  onDragState(from: number | null, over: number | null): void;
  dragFrom: number | null;
  /** What a feature adds to each row: a column, an action. */
  extension?: ChildRowExtension;
}

const carried = 'application/x-kramar-row';

/** One row of a `children` table: a drag handle, its number, a cell per sub-field, move and remove buttons. */
export function ChildRow(props: ChildRowProps) {
  const { resource, name, field, index, count, control, disabled, labels, target, dragFrom, extension } = props;
  const extra = { resource: resource.name, field: name, index, control };
  const { t } = useTranslation();
  const row = useRef<HTMLTableRowElement>(null);
  const n = index + 1;

  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(carried, String(index));
    // the whole row follows the pointer, not just the handle
    if (row.current) event.dataTransfer.setDragImage(row.current, 16, 16);
    props.onDragState(index, index);
  };
  const dropProps = disabled
    ? {}
    : {
        onDragOver: (event: DragEvent) => {
          if (dragFrom === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (!target) props.onDragState(dragFrom, index);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          if (dragFrom !== null && dragFrom !== index) props.onMove(dragFrom, index);
          props.onDragState(null, null);
        },
      };
  const tools = [
    {
      id: 'up',
      label: t('crudForm.rows.moveUp', { n }),
      icon: <ArrowUpwardRoundedIcon fontSize="small" />,
      off: index === 0,
      to: index - 1,
    },
    {
      id: 'down',
      label: t('crudForm.rows.moveDown', { n }),
      icon: <ArrowDownwardRoundedIcon fontSize="small" />,
      off: index === count - 1,
      to: index + 1,
    },
  ] as const;

  return (
    <TableRow
      ref={row}
      {...dropProps}
      sx={{
        verticalAlign: 'top',
        opacity: dragFrom === index ? 0.5 : 1,
        ...(target && dragFrom !== index ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } : {}),
      }}
    >
      <TableCell padding="none" sx={{ width: 64, pt: 1.25, pl: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
          {disabled ? null : (
            <Tooltip title={t('crudForm.rows.drag')}>
              <Box
                draggable
                onDragStart={onDragStart}
                onDragEnd={() => props.onDragState(null, null)}
                // keyboard users move rows with the buttons at the row's end
                aria-hidden
                sx={{ display: 'flex', cursor: 'grab', p: 0.5, '&:active': { cursor: 'grabbing' } }}
              >
                <DragIndicator fontSize="small" />
              </Box>
            </Tooltip>
          )}
          <Box component="span" sx={{ typography: 'body2', fontVariantNumeric: 'tabular-nums' }}>
            {n}
          </Box>
        </Box>
      </TableCell>
      {Object.entries(field.fields).map(([sub, def]) => (
        <TableCell key={sub} sx={{ minWidth: cellWidth(def), px: 1, py: 1 }}>
          <ChildCell
            resource={resource}
            field={name}
            sub={sub}
            def={def}
            index={index}
            control={control}
            label={t('crudForm.rows.cell', { field: labels[sub] ?? sub, n })}
            disabled={disabled}
          />
        </TableCell>
      ))}
      {extension?.column ? (
        <TableCell sx={{ px: 1, py: 1.5, typography: 'body2', fontVariantNumeric: 'tabular-nums' }}>
          <Suspense fallback={null}>
            <extension.column.Cell {...extra} />
          </Suspense>
        </TableCell>
      ) : null}
      {disabled ? null : (
        <TableCell padding="none" sx={{ whiteSpace: 'nowrap', pt: 0.75, pr: 0.5 }}>
          {extension?.Action ? (
            <Suspense fallback={null}>
              <extension.Action {...extra} />
            </Suspense>
          ) : null}
          {tools.map((tool) => (
            <Tooltip key={tool.id} title={tool.label}>
              <span>
                <IconButton
                  id={`${name}-${index}-${tool.id}`}
                  aria-label={tool.label}
                  disabled={tool.off}
                  onClick={() => props.onMove(index, tool.to, tool.id)}
                  size="small"
                >
                  {tool.icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
          <Tooltip title={t('crudForm.rows.remove', { n })}>
            <IconButton
              aria-label={t('crudForm.rows.remove', { n })}
              onClick={props.onRemove}
              size="small"
              color="error"
            >
              <DeleteOutlineRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
}
