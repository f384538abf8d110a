import type { Field, ResourceDef } from '@kramar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n.ts';
import type { ListQuery } from '../resource-api.ts';
import { formatDate, formatMoney, formatNumber } from './format.ts';
import { fieldLabel, optionLabel } from './labels.ts';
import { listExtensionFor } from './list-extensions.ts';
import { booleanFilterValues, filterKindOf, withFilter, withoutFilters } from './list-query.ts';
import { useReferenceLabel } from './reference-labels.ts';

function boundText(field: Field, value: string, locale: string): string {
  if (field.kind === 'date' || field.kind === 'datetime') return formatDate(value, locale);
  if (field.kind === 'money') return formatMoney(value, locale);
  return formatNumber(value, locale, field.kind === 'decimal' ? 6 : 0);
}

function chipText(
  t: TFunction,
  locale: string,
  r: ResourceDef,
  name: string,
  value: ListQuery['filter'][string],
): string {
  const field = r.fields[name];
  const label = fieldLabel(t, r, name);
  if (!field) return label;
  if (typeof value !== 'string') {
    const from = value.from ? boundText(field, value.from, locale) : '';
    const to = value.to ? boundText(field, value.to, locale) : '';
    if (from && to) return t('crudList.chipRange', { field: label, from, to });
    return from ? t('crudList.chipFrom', { field: label, from }) : t('crudList.chipTo', { field: label, to });
  }
  switch (filterKindOf(field)) {
    case 'choice':
      return t('crudList.chipValue', { field: label, value: optionLabel(t, r, name, value) });
    case 'boolean':
      return t('crudList.chipValue', {
        field: label,
        value: value === booleanFilterValues.yes ? t('crudList.yes') : t('crudList.no'),
      });
    case 'color':
      return t('crudList.chipValue', { field: label, value });
    default:
      return t('crudList.chipContains', { field: label, value });
  }
}

export function RemovableChip({ label, onDelete }: { label: string; onDelete(): void }) {
  const { t } = useTranslation();
  // The whole chip removes the filter (click, Enter, Backspace or Delete), as its name says.
  return (
    <Chip
      label={label}
      onClick={onDelete}
      onDelete={onDelete}
      aria-label={t('crudList.removeFilter', { label })}
      size="small"
    />
  );
}

function ReferenceChip({ r, name, id, onDelete }: { r: ResourceDef; name: string; id: string; onDelete(): void }) {
  const { t } = useTranslation();
  const field = r.fields[name];
  const title = useReferenceLabel(
    field?.kind === 'reference' || field?.kind === 'references' ? field.resource : '',
    id,
  );
  return (
    <RemovableChip
      label={t('crudList.chipValue', { field: fieldLabel(t, r, name), value: title })}
      onDelete={onDelete}
    />
  );
}

interface FilterChipsProps {
  resource: ResourceDef;
  query: ListQuery;
  onQueryChange(next: ListQuery): void;
}

/** What narrows the list right now, each removable, and a way to drop them all. */
export function FilterChips({ resource, query, onQueryChange }: FilterChipsProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const entries = Object.entries(query.filter);
  const extra = listExtensionFor(resource.name)?.filters;
  const ExtraChip = extra?.chip;
  if (!query.search && entries.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {query.search ? (
        <RemovableChip
          label={t('crudList.chipSearch', { value: query.search })}
          onDelete={() => onQueryChange({ ...query, search: undefined, page: 1 })}
        />
      ) : null}
      {entries.map(([name, value]) => {
        const remove = () => onQueryChange(withFilter(query, name, undefined));
        const field = resource.fields[name];
        if (ExtraChip && (!field || extra?.replaces?.includes(name))) {
          return (
            <Suspense key={name} fallback={null}>
              <ExtraChip resource={resource} name={name} value={value} onDelete={remove} />
            </Suspense>
          );
        }
        return (field?.kind === 'reference' || field?.kind === 'references') && typeof value === 'string' ? (
          <ReferenceChip key={name} r={resource} name={name} id={value} onDelete={remove} />
        ) : (
          <RemovableChip key={name} label={chipText(t, locale, resource, name, value)} onDelete={remove} />
        );
      })}
      <Button size="small" onClick={() => onQueryChange(withoutFilters(query))}>
        {t('crudList.clearAll')}
      </Button>
    </Box>
  );
}
