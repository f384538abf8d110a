import type { OptionItem, ReferencesField } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HelperLine, nearLimit } from './helper-line.tsx';
import { useReferenceLabels, useReferenceOptions } from './reference-lookup.ts';
import { moveId } from './references-widget.tsx';
import { type Handoff, PickerSpinner, useHandoff } from './resting-combobox.tsx';
import { useDebounced } from './use-debounced.ts';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** The live chips-and-search a resting field (references-widget.tsx) becomes, taking over what it was handed. */
export function ReferencesAutocomplete({
  name,
  field,
  control,
  label,
  hint,
  required,
  disabled,
  handoff,
}: WidgetProps<ReferencesField> & { handoff: Handoff }) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const own = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(own, input.ref);
  useHandoff(own, handoff);
  const ids = Array.isArray(input.value) ? (input.value as number[]) : [];
  const [open, setOpen] = useState(handoff.open);
  const [search, setSearch] = useState('');
  // what was picked here is named at once, without asking the server again
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const term = useDebounced(search, 250);
  const options = useReferenceOptions(field.resource, term, open);
  const { labels, loading: naming } = useReferenceLabels(field.resource, ids, picked);
  const error = messageOf(fieldState.error);
  const shown = ids.map((id) => ({ id, label: labels.get(id) ?? (naming ? '…' : `#${id}`) }));
  const shownKey = shown.map((o) => `${o.id}:${o.label}`).join('\n');
  // one array while the chips stay the same: Autocomplete resets what is typed when its value
  // changes identity, and a re-render mid-typing (options arriving) would wipe the search
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the array's content
  const value: OptionItem[] = useMemo(() => shown, [shownKey]);
  const chosen = new Set(ids);
  const loading = open && options.loading;
  const full = ids.length >= field.maxItems;
  const counter = nearLimit(ids.length, field.maxItems)
    ? t('crudForm.counter', { count: ids.length, max: field.maxItems })
    : undefined;

  const onChipKey = (event: KeyboardEvent<HTMLElement>, id: number) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    // not the autocomplete's own arrow keys, which move the focus between chips
    event.preventDefault();
    event.stopPropagation();
    const next = moveId(ids, id, event.key === 'ArrowLeft' ? -1 : 1);
    input.onChange(next);
    const root = event.currentTarget.parentElement;
    // the chip keeps the keyboard focus in its new place
    requestAnimationFrame(() => root?.querySelector<HTMLElement>(`[data-item-index="${next.indexOf(id)}"]`)?.focus());
  };

  return (
    <Autocomplete<OptionItem, true>
      multiple
      id={`field-${name}`}
      value={value}
      options={full ? [] : options.options.filter((o) => !chosen.has(o.id))}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, next) => {
        setPicked((known) => new Map([...known, ...next.map((o) => [o.id, o.label] as const)]));
        input.onChange(next.map((o) => o.id));
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear' || reason === 'reset') setSearch('');
      }}
      onBlur={input.onBlur}
      loading={loading}
      loadingText={t('crudForm.reference.loading')}
      noOptionsText={full ? t('crudForm.references.limit', { max: field.maxItems }) : t('crudForm.reference.noOptions')}
      disabled={disabled}
      fullWidth
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={item.label}
              title={t('crudForm.references.move')}
              onKeyDown={(event) => onChipKey(event, item.id)}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          inputRef={inputRef}
          placeholder={full ? undefined : t('crudForm.reference.placeholder')}
          error={Boolean(error)}
          helperText={<HelperLine text={error ?? hint} counter={counter} />}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading || naming ? <PickerSpinner /> : null}
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
