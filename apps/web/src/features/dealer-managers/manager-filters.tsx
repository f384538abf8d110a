import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import type { ActiveFilter, ManagerQuery } from './managers-api.ts';
import './texts.ts';

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
  const [typed, setTyped] = useState(query.search);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => setTyped(query.search), [query.search]);
  // the list follows the typing once it pauses, not on every key
  useEffect(() => {
    if (typed.trim() === query.search) return;
    const timer = window.setTimeout(() => change.current({ search: typed.trim() }), 350);
    return () => window.clearTimeout(timer);
  }, [typed, query.search]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        id={`${id}-search`}
        type="search"
        label={t('dealerManagers.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ minWidth: { md: 280 } }}
      />
      {staff ? (
        <ReferencePicker
          id={`${id}-dealer`}
          name="dealer_id"
          target="dealers-users"
          value={query.dealer}
          onChange={(dealer) => onChange({ dealer })}
          onBlur={() => undefined}
          inputRef={null}
          label={t('dealerManagers.company')}
          compact={false}
          required={false}
          disabled={false}
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
