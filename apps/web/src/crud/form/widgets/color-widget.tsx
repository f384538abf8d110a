import type { ColorField } from '@kramar/contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ColorSwatch } from './color-swatch.tsx';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

/** The native colour picker and the hex code edit one value, so either can be used. */
export function ColorWidget(props: WidgetProps<ColorField>) {
  const { label, disabled } = props;
  const { input, value, bind } = useTextInput(props);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <ColorSwatch label={label} value={value} onChange={input.onChange} disabled={disabled} size={56} />
      <TextField
        {...bind({ onChange: (typed) => input.onChange(typed.trim()) })}
        placeholder="#rrggbb"
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 7 } }}
      />
    </Box>
  );
}
