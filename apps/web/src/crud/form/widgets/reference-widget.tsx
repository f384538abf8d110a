import type { OptionItem, ReferenceField } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HelperLine } from './helper-line.tsx';
import { useReferenceLabel, useReferenceOptions } from './reference-lookup.ts';
import { messageOf, type WidgetProps } from './widget-props.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A record of another resource, found by typing (its autocomplete, or its directory for those who may not read it). */
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
  const options = useReferenceOptions(field.resource, term, open);
  const error = messageOf(fieldState.error);
  const value: OptionItem | null = id === null ? null : { id, label: currentLabel ?? '' };
  const list = options.options;
  const loading = open && options.loading;

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
