import { can, type ResourceDef, type ResourceRecord, writeScope } from '@kramar/contract';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { reorderRecords, resourceKeys } from '../resource-api.ts';
import { reportFailure } from './report-failure.ts';

/** What the table needs to let rows be dragged into a new order. */
export interface RowReorder {
  /** Sorted by position ascending: dragging means something. Otherwise the column only hints. */
  enabled: boolean;
  /** Saves the page's ids in their new order; rejects when the server refused. */
  save(ids: number[]): Promise<unknown>;
}

export const handleWidth = 44;

/** Offered to those who may edit a resource with a manual order (the contract's `position` preset). */
export function useRowReorder(resource: ResourceDef, sort: string): RowReorder | undefined {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (ids: number[]) => reorderRecords(resource, ids),
    onSuccess: async () => {
      notifySuccess(t('toasts.edited'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
    },
    onError: reportFailure,
  });
  if (resource.fields.position?.kind !== 'integer' || !can(user, writeScope(resource))) return undefined;
  return { enabled: sort === 'position', save: mutation.mutateAsync };
}

const move = (ids: readonly number[], id: number, to: number): number[] => {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.max(0, Math.min(rest.length, to)), 0, id);
  return rest;
};

/**
 * The order shown while a row is carried (mouse or keyboard) and while its save is on the way;
 * the refetched rows replace it, and a refused save snaps back to the rows as they were.
 */
export function useRowDrag(
  rows: ResourceRecord[],
  reorder: RowReorder | undefined,
  titleOf: (r: ResourceRecord) => string,
) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ rows: ResourceRecord[]; ids: number[] } | null>(null);
  const [carried, setCarried] = useState<{ id: number; by: 'mouse' | 'keys' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const dropped = useRef(false);
  const current = draft?.rows === rows ? draft.ids : rows.map((r) => r.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = current.flatMap((id) => byId.get(id) ?? []);
  const count = shown.length;

  // moving a row moves its DOM node, which loses the focus the keyboard path relies on
  useEffect(() => {
    if (carried?.by === 'keys' && document.activeElement !== handles.current.get(carried.id)) {
      handles.current.get(carried.id)?.focus();
    }
  });

  const reset = () => setDraft(null);
  const place = (ids: number[]) => setDraft({ rows, ids });
  const commit = (id: number) => {
    setCarried(null);
    const ids = current;
    if (ids.every((x, i) => x === rows[i]?.id)) return reset();
    const row = byId.get(id);
    setAnnouncement(
      t('crudList.reorder.dropped', { title: row ? titleOf(row) : '', position: ids.indexOf(id) + 1, count }),
    );
    reorder?.save(ids).catch(reset);
  };
  const cancel = (id: number) => {
    setCarried(null);
    reset();
    const row = byId.get(id);
    setAnnouncement(t('crudList.reorder.cancelled', { title: row ? titleOf(row) : '' }));
  };

  const onHandleKey = (event: KeyboardEvent, row: ResourceRecord) => {
    const lifted = carried?.id === row.id;
    const at = current.indexOf(row.id);
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (lifted) return commit(row.id);
      place(current);
      setCarried({ id: row.id, by: 'keys' });
      setAnnouncement(t('crudList.reorder.lifted', { title: titleOf(row), position: at + 1, count }));
    } else if (lifted && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = at + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= count) return;
      place(move(current, row.id, to));
      setAnnouncement(t('crudList.reorder.moved', { position: to + 1, count }));
    } else if (lifted && event.key === 'Escape') {
      event.preventDefault();
      cancel(row.id);
    }
  };

  const handle = (row: ResourceRecord) =>
    reorder?.enabled ? (
      <IconButton
        size="small"
        ref={(el: HTMLButtonElement | null) => {
          if (el) handles.current.set(row.id, el);
          else handles.current.delete(row.id);
        }}
        aria-label={t('crudList.reorder.handle')}
        aria-pressed={carried?.id === row.id}
        draggable
        sx={{ cursor: 'grab' }}
        onKeyDown={(event) => onHandleKey(event, row)}
        // a row moved in the DOM blurs with no related target; focus going elsewhere puts the row back
        onBlur={(event) => event.relatedTarget && carried?.by === 'keys' && carried.id === row.id && cancel(row.id)}
        onDragStart={(event: DragEvent<HTMLButtonElement>) => {
          dropped.current = false;
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(row.id));
          const tr = event.currentTarget.closest('tr');
          if (tr) event.dataTransfer.setDragImage(tr, 20, 20);
          place(current);
          setCarried({ id: row.id, by: 'mouse' });
        }}
        onDragEnd={() => !dropped.current && carried && cancel(row.id)}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    ) : null;

  /** Handlers of a row: carried over it, the dragged row takes its place. */
  const rowProps = (row: ResourceRecord) =>
    carried?.by === 'mouse'
      ? {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (row.id !== carried.id) place(move(current, carried.id, current.indexOf(row.id)));
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            dropped.current = true;
            commit(carried.id);
          },
        }
      : {};

  // the tooltip names it (aria-label): hidden text would overflow the narrow header cell
  const head = (
    <Tooltip title={t(reorder?.enabled ? 'crudList.reorder.hint' : 'crudList.reorder.sortFirst')}>
      <Box component="span" role="img" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        <DragIndicator fontSize="small" aria-hidden />
      </Box>
    </Tooltip>
  );
  const live = (
    <Box aria-live="assertive" aria-atomic sx={visuallyHidden}>
      {announcement}
    </Box>
  );
  return { shown, carriedId: carried?.id, handle, rowProps, head, live };
}
