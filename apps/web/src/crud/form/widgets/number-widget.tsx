import type { MoneyField, NumberField } from '@kramar/contract';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { HelperLine } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/**
 * integer, decimal and money as text inputs: `type=number` would refuse the comma Ukrainians
 * type and turn a wheel scroll into a changed price. Money is typed in hryvnias.
 */
export function NumberWidget({
  name,
  field,
  control,
  label,
  hint,
  required,
  disabled,
}: WidgetProps<NumberField | MoneyField>) {
  const { field: input, fieldState } = useController({ name, control });
  const error = messageOf(fieldState.error);
  const whole = field.kind === 'integer';
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      inputRef={input.ref}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={<HelperLine text={error ?? hint} />}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: whole ? 'numeric' : 'decimal', autoComplete: 'off' },
        input: field.kind === 'money' ? { endAdornment: <InputAdornment position="end">₴</InputAdornment> } : undefined,
      }}
    />
  );
}
