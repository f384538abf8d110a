import type { OptionItem } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { type ReactNode, type Ref, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOptionId, offersCreate, ReferenceCreate, useCreatable } from './reference-create.tsx';
import { useReferenceLabel, useReferenceOptions } from './reference-lookup.ts';
import { type Handoff, PickerSpinner, useHandoff } from './resting-combobox.tsx';
import { useDebounced } from './use-debounced.ts';

export interface ReferencePickerProps {
  id: string;
  name: string;
  /** The resource the id points at. */
  target: string;
  value: number | null;
  onChange(id: number | null): void;
  onBlur(): void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  /** In a table's cell the column header shows the label: the input is named by `label` alone. */
  compact?: boolean;
  required: boolean;
  disabled: boolean;
  error?: string;
  helper?: ReactNode;
  /** The first option is highlighted as they arrive, so Enter picks it (a picker that adds rows). */
  autoHighlight?: boolean;
}

/** The live picker a resting field (reference-picker.tsx) becomes, taking over what it was handed. */
export function ReferenceAutocomplete(props: ReferencePickerProps & { handoff?: Handoff }) {
  const { id, name, target, value: current, label, compact, required, disabled, error } = props;
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(own, props.inputRef);
  useHandoff(own, props.handoff);
  const [open, setOpen] = useState(props.handoff?.open ?? false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<OptionItem | null>(null);
  const term = useDebounced(search, 250);
  const currentLabel = useReferenceLabel(target, current, picked);
  const options = useReferenceOptions(target, term, open);
  // one object while it names the same record: Autocomplete resets the typed search when its
  // value changes identity (references-widget.tsx says the same)
  const value: OptionItem | null = useMemo(
    () => (current === null ? null : { id: current, label: currentLabel ?? '' }),
    [current, currentLabel],
  );
  // while the typed text waits out the debounce, the options of the text before are not offered:
  // Enter would pick a record the words typed do not name
  const settled = search === term;
  const list = settled ? options.options : [];
  const loading = open && (options.loading || !settled);
  // what was typed names nothing: it may be made here and picked (27/19: a new attribute at once)
  const creatable = useCreatable(target);
  const [making, setMaking] = useState<string | null>(null);
  const offered =
    creatable && !loading && offersCreate(search, list) ? [{ id: createOptionId, label: search.trim() }] : [];

  return (
    <>
      <Autocomplete<OptionItem>
        id={id}
        value={value}
        options={[...(value && !list.some((o) => o.id === value.id) ? [value, ...list] : list), ...offered]}
        filterOptions={(all) => all}
        autoHighlight={props.autoHighlight}
        getOptionLabel={(option) => option.label}
        renderOption={({ key, ...rest }, option) =>
          option.id === createOptionId ? (
            <li key={key} {...rest}>
              {t('crudForm.reference.create', { title: option.label })}
            </li>
          ) : (
            // named by its title alone, as a person picks it; the hint describes it (said after the name)
            <li
              key={key}
              {...rest}
              {...(option.hint ? { 'aria-label': option.label, 'aria-describedby': `${rest.id}-hint` } : {})}
            >
              <OptionText option={option} hintId={`${rest.id}-hint`} />
            </li>
          )
        }
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onChange={(_, option) => {
          if (option?.id === createOptionId) return setMaking(option.label);
          setPicked(option);
          props.onChange(option ? option.id : null);
        }}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setSearch(text);
          if (reason === 'clear' || reason === 'reset') setSearch('');
        }}
        onBlur={props.onBlur}
        loading={loading}
        loadingText={t('crudForm.reference.loading')}
        noOptionsText={t('crudForm.reference.noOptions')}
        disabled={disabled}
        size={compact ? 'small' : 'medium'}
        fullWidth
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            label={compact ? undefined : label}
            placeholder={t('crudForm.reference.placeholder')}
            required={required}
            inputRef={inputRef}
            error={Boolean(error)}
            helperText={props.helper}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, ...(compact ? { 'aria-label': label } : {}) },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading || (current !== null && currentLabel === undefined) ? <PickerSpinner /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {creatable ? (
        <ReferenceCreate
          resource={creatable}
          title={making}
          onClose={() => setMaking(null)}
          onCreated={(option) => {
            setMaking(null);
            setPicked(option);
            props.onChange(option.id);
          }}
        />
      ) : null}
    </>
  );
}

/** An option's name, and under it what tells it from a namesake (a phone and e-mail, a code). */
export function OptionText({ option, hintId }: { option: OptionItem; hintId?: string }) {
  if (!option.hint) return option.label;
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      <span>{option.label}</span>
      <Box component="span" id={hintId} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {option.hint}
      </Box>
    </Box>
  );
}
