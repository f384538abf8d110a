import { useTranslation } from 'react-i18next';
import { RemovableChip } from '../../crud/list/filter-chips.tsx';
import { formatNumber } from '../../crud/list/format.ts';
import { fieldLabel } from '../../crud/list/labels.ts';
import type { FilterChipProps } from '../../crud/list/list-extensions.ts';
import { booleanFilterValues } from '../../crud/list/list-query.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { attributeIdOf, useAttribute } from './category-attributes.ts';
import { useCategoryOptions } from './category-tree-filter.tsx';

function CategoryChip({ resource, name, value, onDelete }: FilterChipProps) {
  const { t } = useTranslation();
  const { options } = useCategoryOptions();
  const trail = options.find((o) => String(o.id) === value)?.trail ?? `#${String(value)}`;
  return (
    <RemovableChip
      label={t('crudList.chipValue', { field: fieldLabel(t, resource, name), value: trail })}
      onDelete={onDelete}
    />
  );
}

function AttributeChip({ name, value, onDelete }: FilterChipProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const attribute = useAttribute(attributeIdOf(name));
  const field = attribute.data?.title ?? t('productFilters.attribute');
  let shown: string;
  if (typeof value !== 'string') {
    const from = value.from ? formatNumber(value.from, locale, 4) : '';
    const to = value.to ? formatNumber(value.to, locale, 4) : '';
    shown =
      from && to
        ? t('crudList.chipRange', { field, from, to })
        : from
          ? t('crudList.chipFrom', { field, from })
          : t('crudList.chipTo', { field, to });
  } else if (attribute.data?.data_type === 'boolean') {
    shown = t('crudList.chipValue', {
      field,
      value: value === booleanFilterValues.yes ? t('crudList.yes') : t('crudList.no'),
    });
  } else {
    const ids = value.split(',').map(Number);
    const titles = (attribute.data?.values ?? []).filter((v) => ids.includes(v.id)).map((v) => v.title);
    shown = t('crudList.chipValue', { field, value: titles.length ? titles.join(', ') : value });
  }
  return <RemovableChip label={shown} onDelete={onDelete} />;
}

/** An active product filter beyond the generic ones, in words: «Memory: 128 GB, 256 GB». */
export function ProductFilterChip(props: FilterChipProps) {
  const { t } = useTranslation();
  if (props.name === 'category') return <CategoryChip {...props} />;
  if (props.name === 'has_image') {
    const yes = props.value === booleanFilterValues.yes;
    return (
      <RemovableChip
        label={yes ? t('productFilters.withImage') : t('productFilters.withoutImage')}
        onDelete={props.onDelete}
      />
    );
  }
  return <AttributeChip {...props} />;
}
