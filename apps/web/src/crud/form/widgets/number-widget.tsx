import type { MoneyField, NumberField } from '@kramar/contract';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

/**
 * integer, decimal and money as text inputs: `type=number` would refuse the comma Ukrainians
 * type and turn a wheel scroll into a changed price. Money is typed in hryvnias; a number with
 * `unitFrom` shows the unit its other field picks (a discount in % or ₴) as the list does.
 */
export function NumberWidget(props: WidgetProps<NumberField | MoneyField>) {
  const { field, control } = props;
  const { bind } = useTextInput(props);
  const unitFrom = field.kind === 'money' ? undefined : field.unitFrom;
  // a field name is never empty: watching '' would be the whole form
  const picked: unknown = useWatch({ control, name: unitFrom?.field ?? props.name });
  const unit = field.kind === 'money' ? '₴' : unitFrom ? unitFrom.units[String(picked)] : undefined;
  const whole = field.kind === 'integer';
  return (
    <TextField
      {...bind()}
      slotProps={{
        htmlInput: { inputMode: whole ? 'numeric' : 'decimal', autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
