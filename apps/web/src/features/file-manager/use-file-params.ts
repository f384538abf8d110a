import { useSearchParams } from 'react-router';
import { type FileQuery, type FileSort, fileSorts } from '../../api/files.ts';

export type FileView = 'grid' | 'list';

export interface FileParams extends FileQuery {
  view: FileView;
}

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);
const dayOf = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null);

/** The folder, order, search, filters and view live in the address, like every list's. */
export function useFileParams(): [FileParams, (next: Partial<FileParams>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const type = params.get('type');
  const query: FileParams = {
    folder: idOf(params.get('folder')),
    sort: fileSorts.includes(sort as FileSort) ? (sort as FileSort) : 'name',
    search: params.get('search')?.trim() ?? '',
    type: type === 'image' || type === 'document' ? type : null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
  const set = (next: Partial<FileParams>) => {
    const merged = { ...query, ...next };
    const out = new URLSearchParams();
    if (merged.folder !== null) out.set('folder', String(merged.folder));
    if (merged.sort !== 'name') out.set('sort', merged.sort);
    if (merged.search) out.set('search', merged.search);
    if (merged.type) out.set('type', merged.type);
    if (merged.from) out.set('from', merged.from);
    if (merged.to) out.set('to', merged.to);
    if (merged.view !== 'grid') out.set('view', merged.view);
    // a new folder is a place to come back to; typing a search is not
    setParams(out, { replace: next.folder === undefined });
  };
  return [query, set];
}
