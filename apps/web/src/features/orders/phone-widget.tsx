import TextField from '@mui/material/TextField';
import { useTextInput } from '../../crud/form/widgets/use-text-input.tsx';
import type { WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { phoneMask } from './phone-mask.ts';

// its own chunk: the first tab of an order needs it, not the items' and delivery widgets
/** A Ukrainian phone typed any usual way (067…, 38067…, +380…) and kept as +380XXXXXXXXX. */
export function PhoneWidget(props: WidgetProps) {
  const { input, bind } = useTextInput(props);
  return (
    <TextField
      {...bind({ onChange: (typed) => input.onChange(phoneMask(typed)) })}
      type="tel"
      placeholder="+380"
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
    />
  );
}
