import type { ReferenceField } from '@kramar/contract';
import { useController } from 'react-hook-form';
import { HelperLine } from '../../crud/form/widgets/helper-line.tsx';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { messageOf, type WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { useFinalStatusQuestion } from './final-status-question.tsx';
import { useClosedLock } from './order-field-widgets.tsx';

/**
 * The order's status in the form: a final one is asked first (it is for good once saved), and
 * «Скасувати» leaves the status as it was; a closed order's status is locked.
 */
export function OrderStatusFieldWidget(given: WidgetProps) {
  const { name, control, label, hint, required, disabled } = useClosedLock(given);
  const { field: input, fieldState } = useController({ name, control });
  const question = useFinalStatusQuestion('onSave');
  const error = messageOf(fieldState.error);
  return (
    <>
      <ReferencePicker
        id={`field-${name}`}
        name={name}
        target={(given.field as ReferenceField).resource}
        value={typeof input.value === 'number' ? input.value : null}
        onChange={(next) => {
          if (next === null) return input.onChange(next);
          void question.ask(next).then((yes) => {
            if (yes) input.onChange(next);
          });
        }}
        onBlur={input.onBlur}
        inputRef={input.ref}
        label={label}
        required={required}
        disabled={disabled}
        error={error}
        helper={<HelperLine text={error ?? hint} />}
      />
      {question.dialog}
    </>
  );
}
