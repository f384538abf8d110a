import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { ReferencePicker } from '../crud/form/widgets/reference-picker.tsx';

/** The filters of a feature's own list screen (the dealer panel's), shared so each bar only says what it filters. */

interface SearchFilterProps {
  id: string;
  label: string;
  /** The search the list shows now (from the address). */
  value: string;
  onSearch(search: string): void;
  minWidth?: number;
}

/** A search box the list follows once the typing pauses, not on every key. */
export function SearchFilter({ id, label, value, onSearch, minWidth = 260 }: SearchFilterProps) {
  const [typed, setTyped] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = window.setTimeout(() => search.current(typed.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [typed, value]);
  return (
    <TextField
      id={id}
      type="search"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      sx={{ minWidth: { md: minWidth } }}
    />
  );
}

interface PickerFilterProps {
  id: string;
  /** The filtered column, e.g. `dealer_id`. */
  name: string;
  /** The resource picked from, e.g. `dealers-users`. */
  target: string;
  label: string;
  value: number | null;
  onChange(value: number | null): void;
}

/** One record of another resource to filter by, picked with autocomplete. */
export function PickerFilter({ id, name, target, label, value, onChange }: PickerFilterProps) {
  return (
    <ReferencePicker
      id={id}
      name={name}
      target={target}
      value={value}
      onChange={onChange}
      onBlur={() => undefined}
      inputRef={null}
      label={label}
      compact={false}
      required={false}
      disabled={false}
    />
  );
}

interface ChoiceFilterProps {
  label: string;
  /** Null: any. */
  value: number | null;
  options: readonly { id: number; label: string }[];
  /** The words of the empty choice (any value). */
  anyLabel: string;
  onChange(value: number | null): void;
  minWidth?: number;
}

/** A choice among a few records, or any of them. */
export function ChoiceFilter({ label, value, options, anyLabel, onChange, minWidth = 200 }: ChoiceFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
