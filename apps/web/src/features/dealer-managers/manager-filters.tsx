import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerFilter, SearchFilter } from '../../components/filter-fields.tsx';
import type { ActiveFilter, ManagerQuery } from './managers-api.ts';
import './texts.ts';
import '../../i18n/crud-texts.ts';

const activeFilters: readonly ActiveFilter[] = ['all', 'active', 'inactive'];

interface ManagerFiltersProps {
  query: ManagerQuery;
  /** Staff pick a company; a dealer has one. */
  staff: boolean;
  onChange(next: Partial<ManagerQuery>): void;
}

/** Search by name or e-mail, whether they may sign in, and for staff the company. */
export function ManagerFilters({ query, staff, onChange }: ManagerFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchFilter
        id={`${id}-search`}
        label={t('dealerManagers.search')}
        value={query.search}
        onSearch={(search) => onChange({ search })}
        minWidth={280}
      />
      {staff ? (
        <PickerFilter
          id={`${id}-dealer`}
          name="dealer_id"
          target="dealers-users"
          label={t('dealerManagers.company')}
          value={query.dealer}
          onChange={(dealer) => onChange({ dealer })}
        />
      ) : null}
      <TextField
        id={`${id}-active`}
        select
        label={t('dealerManagers.activeFilter')}
        value={query.active}
        onChange={(event) => onChange({ active: event.target.value as ActiveFilter })}
        sx={{ minWidth: { md: 180 } }}
      >
        {activeFilters.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`dealerManagers.activeOptions.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
