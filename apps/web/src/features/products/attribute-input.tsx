import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CategoryAttribute } from './attribute-api.ts';
import type { AttributeValue } from './attribute-rows.ts';

interface AttributeInputProps {
  id: string;
  attribute: CategoryAttribute;
  value: AttributeValue;
  onChange(value: AttributeValue): void;
  error?: string;
  disabled: boolean;
}

/** One attribute's value, typed by its data type: the input a person expects for it. */
export function AttributeInput(props: AttributeInputProps) {
  const { id, attribute, value, onChange, error, disabled } = props;
  // the set comes with its values and units in one answer: nothing here loads on its own
  const options = attribute.values;
  const unit = attribute.suffix ?? undefined;
  const { t } = useTranslation();
  const label = attribute.title;
  const required = attribute.required;
  const helperId = `${id}-help`;
  const text = typeof value === 'string' ? value : '';
  const common = { id, label, required, disabled, error: Boolean(error), fullWidth: true, helperText: error };
  switch (attribute.data_type) {
    case 'boolean':
      return (
        <div>
          <FormControlLabel
            control={
              <Switch
                id={id}
                checked={value === true}
                disabled={disabled}
                onChange={(_, on) => onChange(on)}
                slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
              />
            }
            label={label}
          />
          {error ? (
            <FormHelperText id={helperId} error>
              {error}
            </FormHelperText>
          ) : null}
        </div>
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('crudForm.notSelected')}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.title}
            </option>
          ))}
        </TextField>
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? value : [];
      const byId = new Map(options.map((o) => [String(o.id), o]));
      return (
        <Autocomplete<string, true>
          multiple
          id={id}
          value={chosen}
          options={options.map((o) => String(o.id))}
          getOptionLabel={(v) => byId.get(v)?.title ?? `#${v}`}
          filterSelectedOptions
          disabled={disabled}
          loadingText={t('common.loading')}
          noOptionsText={t('crudForm.reference.noOptions')}
          onChange={(_, next) => onChange(next)}
          renderValue={(items, getItemProps) =>
            items.map((v, index) => {
              const { key, ...chip } = getItemProps({ index });
              return <Chip key={key} size="small" label={byId.get(v)?.title ?? `#${v}`} {...chip} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
          )}
        />
      );
    }
    case 'number':
      return (
        <TextField
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
          }}
        />
      );
    default:
      return (
        <TextField
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
        />
      );
  }
}
