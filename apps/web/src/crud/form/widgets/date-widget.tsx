import type { DateField } from '@kramar/contract';
import { Suspense, useState } from 'react';
import { DatePickerField, RestingDateField } from './resting-date-field.tsx';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

/** Dates in the interface's format (dd.mm.yyyy in Ukrainian, 24 hours) and date-times on the shop's clock. */
export function DateWidget(props: WidgetProps<DateField>) {
  const { input, value, bind } = useTextInput(props);
  const bound = bind();
  const kind = props.field.kind === 'date' ? 'date' : 'datetime';
  const [active, setActive] = useState(false);
  const resting = (
    <RestingDateField
      id={bound.id}
      kind={kind}
      wall={value}
      busy={active}
      onActivate={() => setActive(true)}
      label={bound.label}
      required={bound.required}
      disabled={bound.disabled}
      helperText={bound.helperText}
      error={bound.error}
      fullWidth
    />
  );
  if (!active) return resting;
  return (
    <Suspense fallback={resting}>
      <DatePickerField
        kind={kind}
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
        autoFocus
        fullWidth
      />
    </Suspense>
  );
}
