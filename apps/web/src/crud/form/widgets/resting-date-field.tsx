import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { restingDate } from './resting-date.ts';

// The pickers weigh more than the rest of a form or a list (~35 kB): they load when a date field
// is first focused or pointed at, so a screen opens without them and one nobody dates never fetches them.
export const loadPicker = () => import('./date-picker-field.tsx');
export const DatePickerField = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerField })));

type RestingDateFieldProps = Omit<TextFieldProps, 'value' | 'onFocus' | 'placeholder' | 'slotProps'> & {
  kind: 'date' | 'datetime';
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, or empty. */
  wall: string;
  /** The picker is on its way. */
  busy: boolean;
  onActivate(): void;
};

/**
 * A date as the picker will show it, in a box of the same size, until the field is focused: a
 * group named by its label, as the picker is, so nothing in sight or in the tree changes on the swap.
 */
export function RestingDateField({ kind, wall, busy, onActivate, ...field }: RestingDateFieldProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const labelId = `${useId()}-label`;
  return (
    <TextField
      {...field}
      role="group"
      aria-labelledby={labelId}
      value={restingDate(wall, kind, english)}
      placeholder={restingDate('', kind, english, (key) => t(`crudForm.datePicker.${key}`))}
      onFocus={onActivate}
      onPointerEnter={() => void loadPicker()}
      slotProps={{
        inputLabel: { shrink: true, id: labelId },
        htmlInput: { readOnly: true, 'aria-busy': busy },
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
