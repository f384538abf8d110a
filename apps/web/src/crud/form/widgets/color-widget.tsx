import type { ColorField } from '@kramar/contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

const hex = /^#[0-9a-f]{6}$/i;

/** The native colour picker and the hex code edit one value, so either can be used. */
export function ColorWidget(props: WidgetProps<ColorField>) {
  const { label, disabled } = props;
  const { t } = useTranslation();
  const { input, value, bind } = useTextInput(props);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={t('crudForm.color.picker', { label })}
        value={hex.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => input.onChange(event.target.value)}
        disabled={disabled}
        sx={{
          flexShrink: 0,
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: disabled ? 'default' : 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      <TextField
        {...bind({ onChange: (typed) => input.onChange(typed.trim()) })}
        placeholder="#rrggbb"
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 7 } }}
      />
    </Box>
  );
}
