import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type Ref, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DatePickerFieldProps } from './date-picker-field.tsx';
import { dateFromDigits } from './resting-date.ts';
import { RestingDateField } from './resting-date-field.tsx';

type PickerField = (props: DatePickerFieldProps) => ReactNode;

// The pickers weigh more than the rest of a form or a list (~35 kB): they load when a date field
// is first focused or pointed at, so a screen opens without them and one nobody dates never fetches them.
let picker: PickerField | null = null;
let pending: Promise<boolean> | null = null;

/** Fetches the picker: true once it is in; a failed fetch is asked again next time. */
function loadPicker(): Promise<boolean> {
  if (picker) return Promise.resolve(true);
  pending ??= import('./date-picker-field.tsx').then(
    (module) => {
      picker = module.DatePickerField;
      return true;
    },
    () => {
      pending = null;
      return false;
    },
  );
  return pending;
}

export interface LazyDateFieldProps {
  kind: 'date' | 'datetime';
  id?: string;
  name?: string;
  label: string;
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`, empty, or an incomplete date. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A date field that rests as plain text until it is focused, then becomes the picker. If keys come
 * before the picker does, the resting field takes them and stays the field being typed into until
 * it is left: the picker never takes over in the middle of a date. Coming back to a typed date
 * without a key pressed yet lets the picker take over when it arrives.
 */
export function LazyDateField({ kind, value, onChange, onBlur, inputRef, ...field }: LazyDateFieldProps) {
  const [Picker, setPicker] = useState<PickerField | null>(() => picker);
  const [active, setActive] = useState(false);
  const [focused, setFocused] = useState(false);
  // keys were typed since this focus: only then does the resting field keep the field from the picker
  const [keyed, setKeyed] = useState(false);
  // what was typed into the resting field, and what the form was given for it
  const [typed, setTyped] = useState<{ digits: string; sent: string } | null>(null);
  const typing = typed !== null && (focused || typed.sent === value);
  const fetchPicker = () =>
    void loadPicker().then((loaded) => {
      // at once, effects and focus included: a key pressed next must find the picker focused
      if (loaded && picker) flushSync(() => setPicker(() => picker));
    });

  if (active && Picker && !(typing && focused && keyed)) {
    return (
      <Picker kind={kind} value={value} onChange={onChange} onBlur={onBlur} inputRef={inputRef} autoFocus {...field} />
    );
  }
  return (
    <RestingDateField
      {...field}
      kind={kind}
      wall={value}
      digits={typing ? typed.digits : null}
      busy={active && !Picker}
      inputRef={inputRef}
      onPoint={fetchPicker}
      onActivate={() => {
        setFocused(true);
        setActive(true);
        setKeyed(false);
        if (!picker) fetchPicker();
        else {
          // another field fetched it meanwhile
          setPicker(() => picker);
          setTyped(null);
        }
      }}
      onDigits={(digits) => {
        const sent = dateFromDigits(digits, kind);
        setKeyed(true);
        setTyped({ digits, sent });
        if (sent !== value) onChange(sent);
      }}
      onLeave={() => {
        setFocused(false);
        setActive(false);
        setKeyed(false);
        onBlur?.();
      }}
    />
  );
}
