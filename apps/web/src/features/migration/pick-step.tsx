import { translateMessage, type ValidationErrorBody } from '@kramar/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import './texts.ts';

export interface Picked {
  source: number | null;
  target: number | null;
  include_subcategories: boolean;
}

/** Step one: the two categories, found by typing, and whether the source's branch comes along. */
export function PickStep({
  value,
  onChange,
  errors,
}: {
  value: Picked;
  onChange(next: Picked): void;
  errors: ValidationErrorBody | undefined;
}) {
  const { t, i18n } = useTranslation();
  const said = (field: 'source' | 'target') =>
    errors?.errors[field]?.map((m) => translateMessage(m, i18n.language)).join(' ');
  const picker = (field: 'source' | 'target') => (
    <ReferencePicker
      id={`migration-${field}`}
      name={field}
      target="categories"
      value={value[field]}
      onChange={(id) => onChange({ ...value, [field]: id })}
      onBlur={() => {}}
      inputRef={null}
      label={t(`migration.pick.${field}`)}
      required
      disabled={false}
      error={said(field)}
      helper={said(field)}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{t('migration.pick.hint')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {picker('source')}
        {picker('target')}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.include_subcategories}
            onChange={(event) => onChange({ ...value, include_subcategories: event.target.checked })}
          />
        }
        label={t('migration.pick.subcategories')}
      />
    </Box>
  );
}
