import type { DataEnvelope, OptionItem, ReferenceField, ResourceRecord } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.ts';
import { resources } from '../../registry.ts';
import { fetchOptions } from '../../resource-api.ts';
import { HelperLine } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The label of the record an id points at: its title, else «#id» (unknown resource, no access, gone). */
export function useReferenceLabel(target: string, id: number | null, picked: OptionItem | null): string | undefined {
  const def = resources.find((r) => r.name === target);
  const known = picked && picked.id === id ? picked.label : undefined;
  // the same key as the target's own edit screen, so either warms the other's cache
  const query = useQuery({
    queryKey: [target, 'detail', String(id)] as const,
    queryFn: ({ signal }) => http.get<DataEnvelope<ResourceRecord>>(`/${target}/${id}`, { signal }).then((x) => x.data),
    enabled: Boolean(def) && id !== null && known === undefined,
    select: (record) => (def ? record[def.titleField] : undefined),
  });
  if (id === null) return undefined;
  if (known !== undefined) return known;
  if (query.isPending && query.fetchStatus !== 'idle') return undefined;
  return typeof query.data === 'string' && query.data !== '' ? query.data : `#${id}`;
}

/** A record of another resource, found by typing (GET /api/{resource}/autocomplete). */
export function ReferenceWidget({
  name,
  field,
  control,
  label,
  hint,
  required,
  disabled,
}: WidgetProps<ReferenceField>) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const id = typeof input.value === 'number' ? input.value : null;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<OptionItem | null>(null);
  const term = useDebounced(search, 250);
  const currentLabel = useReferenceLabel(field.resource, id, picked);
  const options = useQuery({
    queryKey: [field.resource, 'autocomplete', term] as const,
    queryFn: ({ signal }) => fetchOptions(field.resource, term, signal),
    enabled: open,
    staleTime: 30_000,
  });
  const error = messageOf(fieldState.error);
  const value: OptionItem | null = id === null ? null : { id, label: currentLabel ?? '' };
  const list = options.data ?? [];
  const loading = open && options.isFetching;

  return (
    <Autocomplete<OptionItem>
      id={`field-${name}`}
      value={value}
      options={value && !list.some((o) => o.id === value.id) ? [value, ...list] : list}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, option) => {
        setPicked(option);
        input.onChange(option ? option.id : null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear' || reason === 'reset') setSearch('');
      }}
      onBlur={input.onBlur}
      loading={loading}
      loadingText={t('crudForm.reference.loading')}
      noOptionsText={t('crudForm.reference.noOptions')}
      disabled={disabled}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={t('crudForm.reference.placeholder')}
          required={required}
          inputRef={input.ref}
          error={Boolean(error)}
          helperText={<HelperLine text={error ?? hint} />}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading || (id !== null && currentLabel === undefined) ? (
                    <CircularProgress color="inherit" size={18} />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
