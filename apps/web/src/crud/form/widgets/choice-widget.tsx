import type { EnumField } from '@kramar/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../../registry.ts';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

/** enum and status: a select of the options' labels; an optional one can be left unset. */
export function ChoiceWidget(props: WidgetProps<EnumField>) {
  const { resource, name, field, required } = props;
  const { t } = useTranslation();
  const { bind } = useTextInput(props);
  const optionLabel = (value: string) => t(labelKeys.option(resource, name, value), { defaultValue: value });
  return (
    <TextField select {...bind()}>
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
