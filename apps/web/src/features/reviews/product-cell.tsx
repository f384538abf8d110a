import { useQuery } from '@tanstack/react-query';
import { TextCell } from '../../crud/list/cells.tsx';
import { batchedLabel } from '../../crud/list/label-batch.ts';
import type { CellProps } from '../../crud/list/list-extensions.ts';
import { useReferenceTarget } from '../../crud/list/reference-labels.ts';

/**
 * The product a review or a request is about, by its name: products have no directory, so the
 * page's names come in one batched request rather than as "#id".
 */
export function ProductCell({ row, name }: CellProps) {
  const id = typeof row[name] === 'number' ? (row[name] as number) : null;
  const readable = useReferenceTarget('products');
  const label = useQuery({
    // the key the forms' reference labels use, so either warms the other
    queryKey: ['products', 'label', String(id)] as const,
    queryFn: () => batchedLabel('products', id as number),
    enabled: id !== null && readable !== undefined,
    staleTime: 5 * 60_000,
  });
  if (id === null) return null;
  return <TextCell text={label.data ?? `#${id}`} />;
}
