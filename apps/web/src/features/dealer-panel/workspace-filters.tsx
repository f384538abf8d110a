import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerFilter, SearchFilter } from '../../components/filter-fields.tsx';
import type { WorkspaceQuery } from './panel-api.ts';
import './texts.ts';
import '../../i18n/crud-texts.ts';

interface WorkspaceFiltersProps {
  query: WorkspaceQuery;
  /** Staff pick a company and a price group; a dealer has one company and does not read groups. */
  staff: boolean;
  onChange(next: Partial<WorkspaceQuery>): void;
}

/** Search by name or city, and for staff the company and the price group. */
export function WorkspaceFilters({ query, staff, onChange }: WorkspaceFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchFilter
        id={`${id}-search`}
        label={t('dealerPanel.search')}
        value={query.search}
        onSearch={(search) => onChange({ search })}
      />
      {staff ? (
        <>
          <PickerFilter
            id={`${id}-dealer`}
            name="dealer_id"
            target="dealers-users"
            label={t('dealerPanel.company')}
            value={query.dealer}
            onChange={(dealer) => onChange({ dealer })}
          />
          <PickerFilter
            id={`${id}-group`}
            name="price_group_id"
            target="price-groups"
            label={t('dealerPanel.priceGroup')}
            value={query.group}
            onChange={(group) => onChange({ group })}
          />
        </>
      ) : null}
    </Stack>
  );
}
