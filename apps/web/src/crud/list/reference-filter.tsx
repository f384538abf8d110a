import type { OptionItem, ResourceDef } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOptions, resourceKeys } from '../resource-api.ts';
import { useReferenceLabel, useReferenceLabels } from './reference-labels.ts';

const debounceMs = 250;

interface ReferenceFilterProps {
  label: string;
  target: ResourceDef;
  value: string;
  onChange(value: string): void;
}

/** Pick the referenced record by typing part of its title. */
export function ReferenceFilter({ label, target, value, onChange }: ReferenceFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<OptionItem | null>(null);
  const knownLabel = useReferenceLabel(target.name, picked && String(picked.id) === value ? '' : value);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  // the autocomplete searches on the server; a directory is small enough to filter here
  const remote = Boolean(target.extras.autocomplete);
  const directory = useReferenceLabels(target.name);
  const options = useQuery({
    queryKey: resourceKeys.options(target, search),
    queryFn: ({ signal }) => fetchOptions(target, search, signal),
    enabled: open && remote,
    staleTime: 30_000,
  });
  const choices: OptionItem[] = remote
    ? (options.data ?? [])
    : [...(directory ?? new Map<number, string>())].map(([id, label]) => ({ id, label }));

  const selected: OptionItem | null =
    value === '' ? null : picked && String(picked.id) === value ? picked : { id: Number(value), label: knownLabel };

  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: 'auto', sm: 240 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={choices}
      loading={remote ? options.isFetching : directory === undefined}
      value={selected}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option ? String(option.id) : '');
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      filterOptions={remote ? (x) => x : undefined}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.label}
      noOptionsText={t('crudList.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('crudList.referencePlaceholder')} />}
    />
  );
}
