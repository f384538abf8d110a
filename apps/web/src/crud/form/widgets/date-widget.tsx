import type { DateField } from '@kramar/contract';
import { LazyDateField } from './lazy-date-field.tsx';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

/** Dates in the interface's format (dd.mm.yyyy in Ukrainian, 24 hours) and date-times on the shop's clock. */
export function DateWidget(props: WidgetProps<DateField>) {
  const { input, value, bind } = useTextInput(props);
  const bound = bind();
  return (
    <LazyDateField
      kind={props.field.kind === 'date' ? 'date' : 'datetime'}
      id={bound.id}
      name={bound.name}
      label={bound.label}
      value={value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      required={bound.required}
      disabled={bound.disabled}
      error={bound.error}
      helperText={bound.helperText}
      fullWidth
    />
  );
}
