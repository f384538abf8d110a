import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import type { WorkspaceQuery } from './panel-api.ts';
import './texts.ts';

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
        label={t('dealerPanel.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ minWidth: { md: 260 } }}
      />
      {staff ? (
        <>
          <ReferencePicker
            id={`${id}-dealer`}
            name="dealer_id"
            target="dealers-users"
            value={query.dealer}
            onChange={(dealer) => onChange({ dealer })}
            onBlur={() => undefined}
            inputRef={null}
            label={t('dealerPanel.company')}
            compact={false}
            required={false}
            disabled={false}
          />
          <ReferencePicker
            id={`${id}-group`}
            name="price_group_id"
            target="price-groups"
            value={query.group}
            onChange={(group) => onChange({ group })}
            onBlur={() => undefined}
            inputRef={null}
            label={t('dealerPanel.priceGroup')}
            compact={false}
            required={false}
            disabled={false}
          />
        </>
      ) : null}
    </Stack>
  );
}
