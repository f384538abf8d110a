import type { EnumField } from '@kramar/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../../registry.ts';
import { HelperLine } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** enum and status: a select of the options' labels; an optional one can be left unset. */
export function ChoiceWidget({
  resource,
  name,
  field,
  control,
  label,
  hint,
  required,
  disabled,
}: WidgetProps<EnumField>) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const error = messageOf(fieldState.error);
  const optionLabel = (value: string) => t(labelKeys.option(resource, name, value), { defaultValue: value });
  return (
    <TextField
      select
      id={`field-${name}`}
      name={name}
      label={label}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      inputRef={input.ref}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={<HelperLine text={error ?? hint} />}
      fullWidth
    >
      {required ? null : (
        <MenuItem value="">
          <em>{t('crudForm.notSelected')}</em>
        </MenuItem>
      )}
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
