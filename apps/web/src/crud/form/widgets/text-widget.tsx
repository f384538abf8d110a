import type { PathField, SlugField, TextField as TextFieldDef } from '@kramar/contract';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HelperLine, nearLimit } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

type TextKinds = TextFieldDef | PathField | SlugField;

const inputTypes: Record<TextKinds['kind'], string> = {
  text: 'text',
  textarea: 'text',
  url: 'url',
  email: 'email',
  path: 'text',
  slug: 'text',
};

interface TextWidgetProps extends WidgetProps<TextKinds> {
  /** Lets the slug widget know the user typed (so it stops following its source field). */
  onUserChange?(value: string): void;
}

/** text, textarea, url, email, path and slug: one outlined input with a counter near its limit. */
export function TextWidget({ name, field, control, label, hint, required, disabled, onUserChange }: TextWidgetProps) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const value = typeof input.value === 'string' ? input.value : '';
  const error = messageOf(fieldState.error);
  const counter = nearLimit(value.length, field.max)
    ? t('crudForm.counter', { count: value.length, max: field.max })
    : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    input.onChange(event.target.value);
    onUserChange?.(event.target.value);
  };
  const latin = field.kind === 'url' || field.kind === 'email' || field.kind === 'path' || field.kind === 'slug';
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      type={inputTypes[field.kind]}
      multiline={field.kind === 'textarea'}
      minRows={field.kind === 'textarea' ? 3 : undefined}
      maxRows={field.kind === 'textarea' ? 12 : undefined}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={<HelperLine text={error ?? hint} counter={counter} />}
      fullWidth
      slotProps={{
        htmlInput: {
          spellCheck: latin ? false : undefined,
          autoCapitalize: latin ? 'none' : undefined,
          inputMode: field.kind === 'url' ? 'url' : field.kind === 'email' ? 'email' : undefined,
        },
      }}
    />
  );
}
