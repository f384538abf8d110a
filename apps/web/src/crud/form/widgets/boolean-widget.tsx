import type { BooleanField } from '@kramar/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { messageOf, type WidgetProps } from './widget-props.ts';

export function BooleanWidget({ name, control, label, hint, disabled }: WidgetProps<BooleanField>) {
  const { field: input, fieldState } = useController({ name, control });
  const error = messageOf(fieldState.error);
  const helpId = `field-${name}-help`;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            id={`field-${name}`}
            name={name}
            checked={input.value === true}
            onChange={(event) => input.onChange(event.target.checked)}
            onBlur={input.onBlur}
            slotProps={{ input: { ref: input.ref, 'aria-describedby': error || hint ? helpId : undefined } }}
          />
        }
      />
      {error || hint ? <FormHelperText id={helpId}>{error ?? hint}</FormHelperText> : null}
    </FormControl>
  );
}
