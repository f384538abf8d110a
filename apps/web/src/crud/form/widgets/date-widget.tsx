import type { DateField } from '@kramar/contract';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { HelperLine } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** The browser's own date and date-time pickers: keyboard-friendly and localised for free. */
export function DateWidget({ name, field, control, label, hint, required, disabled }: WidgetProps<DateField>) {
  const { field: input, fieldState } = useController({ name, control });
  const error = messageOf(fieldState.error);
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      type={field.kind === 'date' ? 'date' : 'datetime-local'}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      inputRef={input.ref}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={<HelperLine text={error ?? hint} />}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
