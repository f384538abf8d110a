import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeSection, restingDate, typedDate, wholeDigits } from './resting-date.ts';

type RestingDateFieldProps = Omit<
  TextFieldProps,
  'value' | 'onFocus' | 'onBlur' | 'onChange' | 'placeholder' | 'slotProps'
> & {
  kind: 'date' | 'datetime';
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, or empty. */
  wall: string;
  /** Digits typed here while the picker was on its way, shown instead of `wall`. */
  digits: string | null;
  /** The picker is on its way. */
  busy: boolean;
  onActivate(): void;
  /** Pointed at: the picker may be fetched ahead. */
  onPoint(): void;
  onDigits(digits: string): void;
  onLeave(): void;
};

/**
 * A date as the picker will show it, in a box of the same size, until the picker's code is in: a
 * group named by its label, as the picker is, so nothing in sight or in the tree changes on the
 * swap. Digits typed before the picker arrives are taken here (day, month, year, then the time),
 * so no key pressed in a date field is lost however slow the picker is.
 */
export function RestingDateField(props: RestingDateFieldProps) {
  const { kind, wall, digits, busy, onActivate, onPoint, onDigits, onLeave, inputRef, ...field } = props;
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const labelId = `${useId()}-label`;
  // focused by a click: the press selected the whole value, the release must not undo that
  const keepSelection = useRef(false);
  return (
    <TextField
      {...field}
      role="group"
      aria-labelledby={labelId}
      inputRef={inputRef}
      value={digits === null ? restingDate(wall, kind, english) : typedDate(digits, english)}
      placeholder={restingDate('', kind, english, (key) => t(`crudForm.datePicker.${key}`))}
      onFocus={(event) => {
        // typing over a shown date replaces it, as typing into the picker's first section does
        event.target.select();
        keepSelection.current = true;
        onActivate();
      }}
      onPointerEnter={onPoint}
      onMouseUp={(event) => {
        if (keepSelection.current) event.preventDefault();
        keepSelection.current = false;
      }}
      onKeyDown={(event) => {
        if (!/^[\s./:,-]$/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
        event.preventDefault();
        const shown = digits ?? '';
        const closed = closeSection(shown);
        if (closed !== shown && closed.length <= wholeDigits(kind)) onDigits(closed);
      }}
      onChange={(event) => {
        keepSelection.current = false;
        onDigits(event.target.value.replace(/\D/g, '').slice(0, wholeDigits(kind)));
      }}
      // a field taken away for its picker has not been left by the user
      onBlur={(event) => {
        if (event.target.isConnected) onLeave();
      }}
      slotProps={{
        inputLabel: { shrink: true, id: labelId },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-busy': busy },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthOutlined color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
