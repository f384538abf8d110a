import Autocomplete from '@mui/material/Autocomplete';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { RangeFilter, SelectFilter } from '../../crud/list/filter-inputs.tsx';
import { fieldLabel } from '../../crud/list/labels.ts';
import type { FilterControlsProps } from '../../crud/list/list-extensions.ts';
import { booleanFilterValues, withFilter } from '../../crud/list/list-query.ts';
import type { ListQuery } from '../../crud/resource-api.ts';
import { type SetAttribute, useAttribute, useFilterAttributes } from './category-attributes.ts';
import { CategoryTreeFilter } from './category-tree-filter.tsx';

type Change = (next: ListQuery) => void;

// a number attribute's range, typed like any decimal (the server compares `number` with it)
const numberField = { kind: 'decimal', scale: 4 } as const;

/** Any of the chosen select values: `filter[attr_<id>]=3,5`. */
function ValuesFilter({ attribute, query, onChange }: { attribute: SetAttribute; query: ListQuery; onChange: Change }) {
  const { t } = useTranslation();
  const name = `attr_${attribute.attribute}`;
  const detail = useAttribute(attribute.attribute);
  const raw = query.filter[name];
  const chosen = typeof raw === 'string' ? raw.split(',').map(Number) : [];
  const options = detail.data?.values ?? [];
  const value = options.filter((o) => chosen.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      loading={detail.isLoading}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('crudList.noOptions')}
      onChange={(_event, next) => onChange(withFilter(query, name, next.map((o) => o.id).join(',')))}
      renderInput={(params) => <TextField {...params} label={attribute.title} />}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    />
  );
}

function AttributeFilter({
  attribute,
  query,
  onChange,
}: {
  attribute: SetAttribute;
  query: ListQuery;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const name = `attr_${attribute.attribute}`;
  const value = query.filter[name];
  switch (attribute.data_type) {
    case 'select':
    case 'multiselect':
      return <ValuesFilter attribute={attribute} query={query} onChange={onChange} />;
    case 'boolean':
      return (
        <SelectFilter
          label={attribute.title}
          value={typeof value === 'string' ? value : ''}
          options={[
            { value: booleanFilterValues.yes, label: t('crudList.yes') },
            { value: booleanFilterValues.no, label: t('crudList.no') },
          ]}
          onChange={(next) => onChange(withFilter(query, name, next))}
        />
      );
    case 'number':
      return (
        <RangeFilter
          label={attribute.title}
          field={numberField}
          value={typeof value === 'object' ? value : {}}
          onChange={(next) => onChange(withFilter(query, name, next))}
        />
      );
    default:
      return null;
  }
}

/**
 * The product list's filters beyond its declared fields: whether it has a picture, and once a
 * category is chosen, the values of that category's filterable attributes.
 */
export function ProductFilterControls({ resource, query, onQueryChange }: FilterControlsProps) {
  const { t } = useTranslation();
  const category = typeof query.filter.category === 'string' ? Number(query.filter.category) : null;
  const attributes = useFilterAttributes(category);
  const hasImage = query.filter.has_image;
  return (
    <>
      <CategoryTreeFilter
        label={fieldLabel(t, resource, 'category')}
        value={typeof query.filter.category === 'string' ? query.filter.category : ''}
        onChange={(next) => onQueryChange(withFilter(query, 'category', next))}
      />
      <SelectFilter
        label={t('productFilters.hasImage')}
        value={typeof hasImage === 'string' ? hasImage : ''}
        options={[
          { value: booleanFilterValues.yes, label: t('productFilters.withImage') },
          { value: booleanFilterValues.no, label: t('productFilters.withoutImage') },
        ]}
        onChange={(next) => onQueryChange(withFilter(query, 'has_image', next))}
      />
      {category === null ? null : attributes.isLoading ? (
        <Skeleton variant="rounded" width={220} height={40} aria-hidden />
      ) : (
        (attributes.data ?? []).map((attribute) => (
          <AttributeFilter key={attribute.attribute} attribute={attribute} query={query} onChange={onQueryChange} />
        ))
      )}
    </>
  );
}
