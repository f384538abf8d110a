import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChildRowProps, useFormRecord } from '../../crud/form/form-slots.ts';
import { valueUsageQuery } from './values-api.ts';

/** How many products use the row's value; a row not saved yet has none to count. */
export function ProductsCountCell({ field, index, control }: ChildRowProps) {
  const { i18n } = useTranslation();
  const record = useFormRecord();
  const id = useWatch({ control, name: `${field}.${index}.id` }) as number | undefined;
  const usage = useQuery({ ...valueUsageQuery(record.id ?? 0), enabled: record.id !== undefined });
  const count = id === undefined ? undefined : usage.data?.find((v) => v.id === id)?.products_count;
  return <span>{count === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(count)}</span>;
}
