import type { DataEnvelope, OptionItem } from '@kramar/contract';
import { http } from '../../api/http.ts';

interface Waiting {
  ids: Set<number>;
  waiters: Map<number, ((label: string | null) => void)[]>;
}

const queued = new Map<string, Waiting>();

/** The server names at most 100 records per request. */
const perRequest = 100;

async function flush(target: string, batch: Waiting): Promise<void> {
  const ids = [...batch.ids];
  const found = new Map<number, string>();
  for (let i = 0; i < ids.length; i += perRequest) {
    const chunk = ids.slice(i, i + perRequest);
    try {
      const rows = await http
        .get<DataEnvelope<OptionItem[]>>(`/${target}/autocomplete`, {
          // a label is a nicety: a refusal shows «#id», not a toast per cell
          silent: true,
          query: { ids: chunk.join(','), limit: chunk.length },
        })
        .then((x) => x.data);
      for (const row of rows) found.set(row.id, row.label);
    } catch {
      // the ids stand in for their labels
    }
  }
  for (const [id, waiters] of batch.waiters) for (const resolve of waiters) resolve(found.get(id) ?? null);
}

/**
 * The label of one record of `target`, asked together with every other label the same render
 * asks for: a page of rows, each naming a few records, costs one request, not one per cell.
 */
export function batchedLabel(target: string, id: number): Promise<string | null> {
  let batch = queued.get(target);
  if (!batch) {
    const fresh: Waiting = { ids: new Set(), waiters: new Map() };
    batch = fresh;
    queued.set(target, fresh);
    setTimeout(() => {
      queued.delete(target);
      void flush(target, fresh);
    }, 0);
  }
  const waiting = batch;
  return new Promise((resolve) => {
    waiting.ids.add(id);
    waiting.waiters.set(id, [...(waiting.waiters.get(id) ?? []), resolve]);
  });
}
