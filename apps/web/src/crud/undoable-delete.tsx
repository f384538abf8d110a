import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Button from '@mui/material/Button';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { notifySuccess } from '../api/notify.ts';
import { reportFailure } from './list/report-failure.ts';
import { deleteRecord, resourceKeys } from './resource-api.ts';

/**
 * A safety net for the records whose loss hurts most (a product, an order): their delete leaves
 * the screen at once, but reaches the server only after a few seconds, while the toast offers
 * «Скасувати». Leaving the page sends what is pending at once. The app layer names the resources.
 */
const undoable = new Set<string>();
export const registerUndoableDelete = (resource: string): void => void undoable.add(resource);
export const isUndoableDelete = (resource: ResourceDef): boolean => undoable.has(resource.name);

const undoMs = 6000;
/** Deletes waiting for their moment, by resource and id: each sends itself when called. */
const pending = new Map<string, () => Promise<void>>();
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const send of [...pending.values()]) void send();
  });
}

type Envelope = { data?: unknown };

/** The record leaves every list shown, while its delete waits. */
function hide(client: QueryClient, resource: ResourceDef, id: number): void {
  client.setQueriesData<Envelope>({ queryKey: resourceKeys.all(resource) }, (old) =>
    old && Array.isArray(old.data)
      ? { ...old, data: (old.data as ResourceRecord[]).filter((row) => row.id !== id) }
      : old,
  );
}

/**
 * Deletes one record of an undoable resource: gone from the lists now, with SPEC §8's toast and its
 * «Скасувати»; sent when the toast's seconds are up (a refusal then shows and the record returns).
 */
export async function deleteWithUndo(resource: ResourceDef, id: number, client: QueryClient, t: TFunction) {
  const key = `${resource.name}:${id}`;
  const { toast } = await import('react-toastify');
  const toastId = `undo:${key}`;
  const refresh = () => void client.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  const send = async () => {
    if (!pending.delete(key)) return;
    window.clearTimeout(timer);
    toast.dismiss(toastId);
    try {
      await deleteRecord(resource, id);
      client.removeQueries({ queryKey: resourceKeys.detail(resource, id) });
    } finally {
      refresh();
    }
  };
  const undo = () => {
    if (!pending.delete(key)) return;
    window.clearTimeout(timer);
    toast.dismiss(toastId);
    refresh();
    notifySuccess(t('crudDelete.undone'));
  };
  pending.set(key, send);
  const timer = window.setTimeout(() => void send().catch(reportFailure), undoMs);
  hide(client, resource, id);
  toast.success(
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {t('toasts.deleted')}
      <Button size="small" variant="outlined" color="inherit" onClick={undo}>
        {t('crudDelete.undo')}
      </Button>
    </span>,
    { toastId, autoClose: undoMs, pauseOnHover: false, pauseOnFocusLoss: false },
  );
}
