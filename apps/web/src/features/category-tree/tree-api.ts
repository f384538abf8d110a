import type { DataEnvelope } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { validationErrors } from '../../api/error-bodies.ts';
import { toastedStatus } from '../../api/failure-toast.ts';
import { HttpError, http } from '../../api/http.ts';
import type { TreeNode } from './tree-model.ts';
import type { MoveRequest } from './tree-moves.ts';

/** The tree is read as one list; the `categories` prefix lets any change of a category refresh it. */
export const treeQuery = queryOptions({
  queryKey: ['categories', 'tree'] as const,
  queryFn: ({ signal }) => http.get<DataEnvelope<TreeNode[]>>('/categories/full', { signal }).then((r) => r.data),
});

/** Runs a move's calls in turn: the reorder only makes sense once the node hangs in its new place. */
export async function runMove(requests: readonly MoveRequest[]): Promise<void> {
  for (const request of requests) {
    if (request.kind === 'put') {
      await http.put(`/categories/${request.id}`, { parent: request.parent, position: request.position });
    } else {
      await http.post('/categories/reorder', { ids: request.ids });
    }
  }
}

/**
 * Why the server refused a move, in its words: the field's message (a move into its own branch)
 * before the general one. Undefined for failures the http client has already shown.
 */
export function refusalOf(error: unknown): string | undefined {
  const invalid = validationErrors(error);
  if (invalid) return Object.values(invalid.errors).flat()[0] ?? invalid.message;
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return toastedStatus(error.status) ? undefined : error.message;
  }
  return undefined;
}
