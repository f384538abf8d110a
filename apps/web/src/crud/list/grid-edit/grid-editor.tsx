import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ClipboardEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../grid-columns.tsx';
import { optionLabel } from '../labels.ts';
import { ListTable } from '../list-table.tsx';
import type { CellOverride, ListViewProps } from '../list-view.ts';
import { CellInput } from './cell-input.tsx';
import { EditBar } from './edit-bar.tsx';
import {
  applyWrites,
  type CellWrite,
  cellKey,
  type EditState,
  emptyEdit,
  parseText,
  pastedWrites,
  toText,
  undo,
  withChanges,
} from './edit-state.ts';
import { LeaveGuard, useEditShortcuts } from './use-edit-shortcuts.tsx';
import { useGridSave } from './use-grid-save.ts';

/** Where editing starts: the cell clicked, or the first editable cell of a row (F2). */
export interface EditStart {
  row: number;
  field: string;
}

export interface GridEditorProps {
  resource: ResourceDef;
  view: Omit<ListViewProps, 'cell' | 'onEditRow'>;
  /** The editable fields shown, in column order: where Tab goes. */
  fields: readonly string[];
  start: EditStart;
}

type Editing = { draft: string; typed: boolean; invalid: boolean };

const changedBg = '#fff4d6';

/** What is wrong with a cell, under its value: read with the cell, no hover needed. */
const CellError = ({ messages }: { messages: readonly string[] }) => (
  <Box component="span" sx={{ display: 'block', color: 'error.dark', fontSize: 12, lineHeight: 1.2, mt: 0.25 }}>
    {messages.join(' ')}
  </Box>
);
const errorBg = '#fdecea';

/**
 * The list edited like a spreadsheet (issue 9): a cell is edited on click, Enter or typing; Tab
 * and Enter move on, Escape cancels, a pasted column fills the cells below, Ctrl+Z undoes, Ctrl+S
 * saves the whole change set in one request. Loaded only once the user starts editing.
 */
export function GridEditor({ resource, view, fields, start }: GridEditorProps) {
  const { t } = useTranslation();
  const rows = view.rows;
  const [state, setState] = useState<EditState>(emptyEdit);
  const [active, setActive] = useState<EditStart>(start);
  const [editing, setEditing] = useState<Editing | null>(() => ({
    draft: toText(resource.fields[start.field] ?? { kind: 'text', max: 0 }, rows[start.row]?.[start.field]),
    typed: false,
    invalid: false,
  }));
  const frame = useRef<HTMLDivElement>(null);
  const { save, saving } = useGridSave(resource, setState);
  const shown = useMemo(() => withChanges(rows, state.changes), [rows, state.changes]);
  const options = useCallback(
    (field: string) => {
      const declared = resource.fields[field];
      if (declared?.kind === 'boolean')
        return [
          { value: 'true', label: t('crudList.yes') },
          { value: 'false', label: t('crudList.no') },
        ];
      if (declared?.kind !== 'enum' && declared?.kind !== 'status') return undefined;
      return declared.options.map((value) => ({ value, label: optionLabel(t, resource, field, value) }));
    },
    [resource, t],
  );

  const focusCell = useCallback((at: EditStart) => {
    frame.current?.querySelector<HTMLElement>(`[data-grid-cell="${at.row}:${at.field}"]`)?.focus();
  }, []);
  useEffect(() => {
    if (!editing) focusCell(active);
  }, [active, editing, focusCell]);
  // a new page of rows: the cell the user was on may be gone
  useEffect(() => setActive((a) => (a.row < rows.length ? a : { ...a, row: Math.max(0, rows.length - 1) })), [rows]);

  const write = (writes: CellWrite[], bad: string[] = []) =>
    setState((s) => {
      const next = applyWrites(s, writes);
      if (bad.length === 0) return next;
      const errors = new Map(next.errors);
      for (const key of bad) errors.set(key, [t('gridEdit.notValue')]);
      return { ...next, errors };
    });

  const begin = (at: EditStart, typed?: string) => {
    setActive(at);
    const field = resource.fields[at.field];
    const current = shown[at.row]?.[at.field];
    if (!field) return;
    const chooses = Boolean(options(at.field));
    setEditing({
      draft: typed === undefined || chooses ? toText(field, current) : typed,
      typed: typed !== undefined,
      invalid: false,
    });
  };

  const move = (rowStep: number, colStep: number) => {
    let col = fields.indexOf(active.field) + colStep;
    let row = active.row + rowStep;
    if (col >= fields.length) [col, row] = [0, row + 1];
    if (col < 0) [col, row] = [fields.length - 1, row - 1];
    row = Math.max(0, Math.min(rows.length - 1, row));
    setActive({ row, field: fields[Math.max(0, col)] ?? active.field });
  };

  /** The draft into the change set; false when it is no value of the field's kind. */
  const commit = (): boolean => {
    const row = rows[active.row];
    const field = resource.fields[active.field];
    if (!editing || !row || !field) return true;
    const parsed = parseText(field, editing.draft);
    if (!parsed.ok) {
      setEditing({ ...editing, invalid: true });
      return false;
    }
    write([{ row, field: active.field, value: field.kind === 'boolean' ? editing.draft === 'true' : parsed.value }]);
    setEditing(null);
    return true;
  };

  const paste = (event: ClipboardEvent<HTMLElement>, at: EditStart) => {
    const text = event.clipboardData.getData('text/plain');
    // one value typed into one cell is the input's own business
    if (editing && !/[\n\t]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    const label = (name: string, option: string) => optionLabel(t, resource, name, option);
    const { writes, bad } = pastedWrites(resource, rows, fields, at, text, label);
    setEditing(null);
    write(writes, bad);
  };

  const onEditorKey = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      if (!commit()) return;
      if (event.key === 'Enter') move(event.shiftKey ? -1 : 1, 0);
      else move(0, event.shiftKey ? -1 : 1);
    }
  };

  const onCellKey = (event: KeyboardEvent<HTMLElement>, at: EditStart) => {
    if (event.target !== event.currentTarget) return;
    const arrows: Record<string, [number, number]> = {
      ArrowDown: [1, 0],
      ArrowUp: [-1, 0],
      ArrowRight: [0, 1],
      ArrowLeft: [0, -1],
    };
    const key = event.key;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (key === 'Tab') move(0, event.shiftKey ? -1 : 1);
    else if (arrows[key]) move(...(arrows[key] as [number, number]));
    else if (key === 'Enter' || key === 'F2') begin(at);
    else if (key === 'Delete' || key === 'Backspace') begin(at, '');
    else if (key === 'Escape') (event.currentTarget.closest('tr') as HTMLElement | null)?.focus();
    else if (plain && key.length === 1) begin(at, key);
    else return;
    event.preventDefault();
  };

  useEditShortcuts(state, {
    save: () => save(state),
    undo: () => {
      setEditing(null);
      setState(undo);
    },
  });

  const cell = (row: ResourceRecord, column: ListColumn, index: number): CellOverride | undefined => {
    if (!fields.includes(column.name)) return undefined;
    const at = { row: index, field: column.name };
    const key = cellKey(row.id, column.name);
    const isActive = active.row === index && active.field === column.name;
    const errors = state.errors.get(key);
    const changed = state.changes.has(key);
    const field = resource.fields[column.name];
    const invalid = isActive && editing?.invalid;
    // the row's colour is a variable the table paints every cell with: a cell sets its own
    const sx: SxProps<Theme> = {
      cursor: 'text',
      position: 'relative',
      ...(changed ? { '--row-bg': changedBg } : {}),
      ...(errors || invalid ? { '--row-bg': errorBg } : {}),
      boxShadow: (theme) =>
        errors || invalid
          ? `inset 0 0 0 2px ${theme.palette.error.main}`
          : isActive
            ? `inset 0 0 0 2px ${theme.palette.primary.main}`
            : 'none',
      '&:focus-visible': { outline: 'none' },
    };
    const editor =
      isActive && editing && field ? (
        <>
          <CellInput
            field={field}
            label={column.label}
            draft={editing.draft}
            typed={editing.typed}
            invalid={editing.invalid}
            options={options(column.name)}
            onDraft={(draft) => setEditing({ ...editing, draft, invalid: false })}
            onKeyDown={onEditorKey}
            onPaste={(event) => paste(event, at)}
            onBlur={() => {
              if (!commit()) setEditing(null);
            }}
          />
          {editing.invalid ? <CellError messages={[t('gridEdit.notValue')]} /> : null}
        </>
      ) : undefined;
    return {
      props: {
        'data-grid-cell': `${index}:${column.name}`,
        className: [changed ? 'changed' : '', errors ? 'invalid' : ''].join(' ').trim() || undefined,
        tabIndex: isActive ? 0 : -1,
        onClick: () => (isActive && editing ? undefined : begin(at)),
        onKeyDown: (event) => onCellKey(event, at),
        onPaste: (event) => paste(event, at),
        sx,
      },
      content:
        editor ??
        (errors ? (
          <>
            {column.render(shown[index] ?? row)}
            <CellError messages={errors} />
          </>
        ) : undefined),
    };
  };

  return (
    <Box ref={frame}>
      {state.changes.size > 0 || state.errors.size > 0 ? (
        <EditBar
          changes={state.changes.size}
          errors={state.errors.size}
          canUndo={state.history.length > 0}
          saving={saving}
          onUndo={() => {
            setEditing(null);
            setState(undo);
          }}
          onDiscard={() => {
            setEditing(null);
            setState(emptyEdit);
          }}
          onSave={() => save(state)}
        />
      ) : null}
      {state.changes.size > 0 ? <LeaveGuard /> : null}
      <ListTable {...view} rows={shown} cell={cell} onEditRow={(row) => begin({ row, field: fields[0] ?? '' })} />
    </Box>
  );
}
