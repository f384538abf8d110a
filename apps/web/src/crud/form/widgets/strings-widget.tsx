import type { StringsField } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ClipboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addItems } from '../form-values.ts';
import { HelperLine } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** A list of short strings as chips: Enter adds, Backspace removes the last, a pasted list splits on commas. */
export function StringsWidget({ name, field, control, label, hint, required, disabled }: WidgetProps<StringsField>) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const items = Array.isArray(input.value) ? (input.value as string[]) : [];
  const error = messageOf(fieldState.error);
  const counter = t('crudForm.counter', { count: items.length, max: field.maxItems });

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[,;\n]/.test(text)) return;
    event.preventDefault();
    input.onChange(addItems(items, text.split(/[,;\n]/)));
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      id={`field-${name}`}
      options={[]}
      value={items}
      onChange={(_, next) => input.onChange(addItems([], next))}
      onBlur={input.onBlur}
      disabled={disabled}
      fullWidth
      renderValue={(values, getItemProps) =>
        values.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={item} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          inputRef={input.ref}
          placeholder={items.length < field.maxItems ? t('crudForm.strings.placeholder') : undefined}
          error={Boolean(error)}
          helperText={<HelperLine text={error ?? hint ?? t('crudForm.strings.help')} counter={counter} />}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, onPaste } }}
        />
      )}
    />
  );
}
