import type { Field, ResourceDef } from '@kramar/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../resource-api.ts';
import { DeferredInput, RangeFilter, SelectFilter } from './filter-inputs.tsx';
import { fieldLabel, optionLabel } from './labels.ts';
import { listExtensionFor } from './list-extensions.ts';
import { booleanFilterValues, filterableFields, filterKindOf, withFilter } from './list-query.ts';
import { useReferenceTarget } from './reference-labels.ts';

interface FilterControlProps {
  resource: ResourceDef;
  name: string;
  field: Field;
  query: ListQuery;
  onQueryChange(next: ListQuery): void;
}

// The autocomplete is the heaviest filter input; only lists that filter by a reference fetch it.
const ReferenceFilter = lazy(() => import('./reference-filter.tsx').then((m) => ({ default: m.ReferenceFilter })));

function ReferenceControl({ resource, name, field, query, onQueryChange }: FilterControlProps) {
  const { t } = useTranslation();
  const target = useReferenceTarget(field.kind === 'reference' || field.kind === 'references' ? field.resource : '');
  const value = query.filter[name];
  if (!target || !(target.extras.autocomplete || target.extras.directory)) return null;
  const label = fieldLabel(t, resource, name);
  return (
    <Suspense fallback={null}>
      <ReferenceFilter
        label={label}
        target={target}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => onQueryChange(withFilter(query, name, next))}
      />
    </Suspense>
  );
}

/** The control of one filterable field, chosen by its kind. */
function FilterControl(props: FilterControlProps) {
  const { resource, name, field, query, onQueryChange } = props;
  const { t } = useTranslation();
  const label = fieldLabel(t, resource, name);
  const value = query.filter[name];
  const text = typeof value === 'string' ? value : '';
  const set = (next: ListQuery['filter'][string]) => onQueryChange(withFilter(query, name, next));
  switch (filterKindOf(field)) {
    case 'choice':
      return (
        <SelectFilter
          label={label}
          value={text}
          options={(('options' in field && field.options) || []).map((option) => ({
            value: option,
            label: optionLabel(t, resource, name, option),
          }))}
          onChange={set}
        />
      );
    case 'boolean':
      return (
        <SelectFilter
          label={label}
          value={text}
          options={[
            { value: booleanFilterValues.yes, label: t('crudList.yes') },
            { value: booleanFilterValues.no, label: t('crudList.no') },
          ]}
          onChange={set}
        />
      );
    case 'range':
      return <RangeFilter label={label} field={field} value={typeof value === 'object' ? value : {}} onChange={set} />;
    case 'reference':
      return <ReferenceControl {...props} />;
    case 'contains':
      return (
        <DeferredInput label={t('crudList.containsLabel', { field: label })} value={text} width={200} onCommit={set} />
      );
    default:
      return null;
  }
}

/** A feature's own filter inputs first (list-extensions.ts), then one per filterable field in declaration order. */
export function FilterControls({ resource, query, onQueryChange }: Omit<FilterControlProps, 'name' | 'field'>) {
  const extra = listExtensionFor(resource.name)?.filters;
  const Extra = extra?.controls;
  const replaced = new Set(extra?.replaces);
  return (
    <>
      {Extra ? (
        <Suspense fallback={null}>
          <Extra resource={resource} query={query} onQueryChange={onQueryChange} />
        </Suspense>
      ) : null}
      {filterableFields(resource)
        .filter(([name]) => !replaced.has(name))
        .map(([name, field]) => (
          <FilterControl
            key={name}
            resource={resource}
            name={name}
            field={field}
            query={query}
            onQueryChange={onQueryChange}
          />
        ))}
    </>
  );
}
