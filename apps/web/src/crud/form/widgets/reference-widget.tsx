import type { ReferenceField } from '@kramar/contract';
import { useController } from 'react-hook-form';
import { HelperLine } from './helper-line.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** A record of another resource, found by typing (its autocomplete, or its directory for those who may not read it). */
export function ReferenceWidget({
  name,
  field,
  control,
  label,
  hint,
  required,
  disabled,
}: WidgetProps<ReferenceField>) {
  const { field: input, fieldState } = useController({ name, control });
  const error = messageOf(fieldState.error);
  return (
    <ReferencePicker
      id={`field-${name}`}
      name={name}
      target={field.resource}
      value={typeof input.value === 'number' ? input.value : null}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      helper={<HelperLine text={error ?? hint} />}
    />
  );
}
