import type { PasswordField } from '@kramar/contract';
import TextField from '@mui/material/TextField';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

/** A secret typed, never shown back: the record never holds it, so the box starts empty every time. */
export function PasswordWidget(props: WidgetProps<PasswordField>) {
  const { bind } = useTextInput(props);
  return (
    <TextField
      {...bind()}
      type="password"
      // the browser's password manager offers a new one rather than filling the administrator's own
      autoComplete="new-password"
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
