import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import './texts.ts';

const none = 'none';

/** A mapping row's choice: one of `options`, or «do not move». Named by `label` for screen readers. */
export function TargetSelect({
  label,
  value,
  options,
  onChange,
  error,
}: {
  error?: string;
  label: string;
  value: number | null;
  options: { id: number; title: string }[];
  onChange(to: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value === null ? none : String(value)}
      onChange={(event) => onChange(event.target.value === none ? null : Number(event.target.value))}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={none}>
        <em>{t('migration.attributes.drop')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
