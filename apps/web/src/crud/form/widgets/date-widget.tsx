import type { DateField } from '@kramar/contract';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restingDate } from './resting-date.ts';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

// The pickers weigh more than the rest of a form (~35 kB): they load when a date field is first
// focused or clicked, so a form opens without them and a form nobody dates never fetches them.
const loadPicker = () => import('./date-picker-field.tsx');
const DatePickerField = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerField })));

/** Dates in the interface's format (dd.mm.yyyy in Ukrainian, 24 hours) and date-times on the shop's clock. */
export function DateWidget(props: WidgetProps<DateField>) {
  const { t, i18n } = useTranslation();
  const { input, value, bind } = useTextInput(props);
  const bound = bind();
  const kind = props.field.kind === 'date' ? 'date' : 'datetime';
  const [active, setActive] = useState(false);
  const labelId = `${bound.id}-label`;
  // the value as the picker will show it, in a box of the same size: a group named by its label, as the picker is
  const resting = (
    <TextField
      id={bound.id}
      role="group"
      aria-labelledby={labelId}
      label={bound.label}
      required={bound.required}
      disabled={bound.disabled}
      helperText={bound.helperText}
      error={bound.error}
      value={restingDate(value, kind, i18n.language === 'en')}
      placeholder={restingDate('', kind, i18n.language === 'en', (key) => t(`crudForm.datePicker.${key}`))}
      fullWidth
      onFocus={() => setActive(true)}
      onPointerEnter={() => void loadPicker()}
      slotProps={{
        inputLabel: { shrink: true, id: labelId },
        htmlInput: { readOnly: true, 'aria-busy': active },
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
  if (!active) return resting;
  return (
    <Suspense fallback={resting}>
      <DatePickerField
        kind={kind}
        id={bound.id}
        name={bound.name}
        label={bound.label}
        value={value}
        onChange={input.onChange}
        onBlur={input.onBlur}
        inputRef={input.ref}
        required={bound.required}
        disabled={bound.disabled}
        error={bound.error}
        helperText={bound.helperText}
        autoFocus
        fullWidth
      />
    </Suspense>
  );
}
