import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../crud/list/date-filter.tsx';
import { RemovableChip } from '../../crud/list/filter-chips.tsx';
import { formatDate } from '../../crud/list/format.ts';
import type { FilterChipProps, FilterControlsProps } from '../../crud/list/list-extensions.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import './texts.ts';

/** When the order was placed (`filter[created_at][from|to]`): not a declared field, so added here. */
export function OrderDateFilter({ query, onQueryChange }: FilterControlsProps) {
  const { t } = useTranslation();
  const value = query.filter.created_at;
  return (
    <DateRangeFilter
      label={t('orders.list.date')}
      value={typeof value === 'object' ? value : {}}
      onChange={(next) => {
        const filter = { ...query.filter };
        if (next.from || next.to) filter.created_at = next;
        else delete filter.created_at;
        onQueryChange({ ...query, page: 1, cursor: undefined, filter });
      }}
    />
  );
}

/** The chip of `filter[created_at]` or of `filter[revenue]` (the dashboard's average order opens it). */
export function OrderFilterChip(props: FilterChipProps) {
  const { t } = useTranslation();
  if (props.name !== 'revenue') return <OrderDateChip {...props} />;
  const label = t(props.value === '0' ? 'orders.list.notRevenue' : 'orders.list.revenue');
  return <RemovableChip label={label} onDelete={props.onDelete} />;
}

function OrderDateChip({ value, onDelete }: FilterChipProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const range = typeof value === 'object' ? value : {};
  const field = t('orders.list.date');
  const from = range.from ? formatDate(range.from, locale) : '';
  const to = range.to ? formatDate(range.to, locale) : '';
  const label =
    from && to
      ? t('crudList.chipRange', { field, from, to })
      : from
        ? t('crudList.chipFrom', { field, from })
        : t('crudList.chipTo', { field, to });
  return <RemovableChip label={label} onDelete={onDelete} />;
}
