import type { DataEnvelope, OptionItem, ResourceDef } from '@kramar/contract';
import { useEffect, useState } from 'react';
import { http } from '../../api/http.ts';

export const recordsPerResource = 5;
const debounceMs = 250;
/** At most this many autocomplete requests at once: a keystroke must not fan out to every table. */
const parallel = 3;
const minLength = 2;

export interface RecordGroup {
  resource: ResourceDef;
  options: OptionItem[];
}

export interface RecordSearch {
  groups: RecordGroup[];
  /** Requests for the current text are still out. */
  pending: boolean;
}

const fetchRecords = (r: ResourceDef, search: string, signal: AbortSignal) =>
  http
    .get<DataEnvelope<OptionItem[]>>(`/${r.name}/autocomplete`, {
      query: { search, limit: recordsPerResource },
      signal,
      // the palette works without records: a failed lookup must not toast over the page
      silent: true,
    })
    .then((x) => x.data);

/** Runs `tasks` with at most `limit` in flight, each result reported as it lands. */
async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number, onResult: (i: number, v: T) => void) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i];
      if (!task) return;
      try {
        onResult(i, await task());
      } catch {
        // an aborted or failed resource simply shows nothing
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Records by name across resources: debounced, and each new text aborts the requests of the last. */
export function useRecordSearch(text: string, resources: readonly ResourceDef[]): RecordSearch {
  const [state, setState] = useState<RecordSearch>({ groups: [], pending: false });
  const search = text.trim();

  useEffect(() => {
    if (search.length < minLength || resources.length === 0) {
      setState({ groups: [], pending: false });
      return;
    }
    // results of the previous text must not stay where Enter could pick them
    setState({ groups: [], pending: true });
    const controller = new AbortController();
    const found: (OptionItem[] | undefined)[] = [];
    const publish = (pending: boolean) =>
      setState({
        pending,
        groups: resources.flatMap((resource, i) => {
          const options = found[i];
          return options?.length ? [{ resource, options }] : [];
        }),
      });
    const timer = setTimeout(() => {
      const tasks = resources.map((r) => () => fetchRecords(r, search, controller.signal));
      void pool(tasks, parallel, (i, options) => {
        if (controller.signal.aborted) return;
        found[i] = options;
        publish(true);
      }).then(() => {
        if (!controller.signal.aborted) publish(false);
      });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, resources]);

  return state;
}
