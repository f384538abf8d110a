import type { DateField } from '@kramar/contract';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

// The pickers weigh more than the rest of a form: only a form with a date field fetches them.
const DatePickerField = lazy(() => import('./date-picker-field.tsx').then((m) => ({ default: m.DatePickerField })));

/** Dates in the interface's format (dd.mm.yyyy in Ukrainian, 24 hours) and date-times on the shop's clock. */
export function DateWidget(props: WidgetProps<DateField>) {
  const { input, value, bind } = useTextInput(props);
  const bound = bind();
  // the same box while the pickers load, so nothing jumps; read-only, not disabled, so its hint keeps its contrast
  const loading = (
    <TextField
      id={bound.id}
      label={bound.label}
      required={bound.required}
      helperText={bound.helperText}
      error={bound.error}
      value=""
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'aria-busy': true } }}
    />
  );
  return (
    <Suspense fallback={loading}>
      <DatePickerField
        kind={props.field.kind === 'date' ? 'date' : 'datetime'}
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
        fullWidth
      />
    </Suspense>
  );
}
