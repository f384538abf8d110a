import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const hex = /^#[0-9a-f]{6}$/i;

interface ColorSwatchProps {
  /** The field's label, for the picker's accessible name. */
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** 56 beside a full field, 40 in a table cell. */
  size: 40 | 56;
}

/** The browser's colour picker beside a hex code field: both edit the one value. */
export function ColorSwatch({ label, value, onChange, disabled, size }: ColorSwatchProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="input"
      type="color"
      aria-label={t('crudForm.color.picker', { label })}
      value={hex.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{
        flexShrink: 0,
        width: size,
        height: size,
        p: size > 40 ? 0.5 : 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
}
