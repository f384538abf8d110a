import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadableLazy, preloadLazy } from '../../../lib/preloadable-lazy.ts';
import type { ReferencePickerProps } from './reference-autocomplete.tsx';
import { useReferenceLabel } from './reference-lookup.ts';
import { type Handoff, RestingCombobox } from './resting-combobox.tsx';

export type { ReferencePickerProps } from './reference-autocomplete.tsx';

const ReferenceAutocomplete = preloadableLazy(() =>
  import('./reference-autocomplete.tsx').then((m) => m.ReferenceAutocomplete),
);
const loadPicker = () => preloadLazy(ReferenceAutocomplete);

/**
 * One record of another resource, found by typing (its autocomplete, or its directory for those
 * who may not read it). It rests as a plain field with the record's name until it is pointed at
 * or typed into; the picker takes its place with what was typed.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  if (handoff) return <ReferenceAutocomplete {...props} handoff={handoff} />;
  return <RestingReference {...props} onWake={setHandoff} />;
}

function RestingReference({ onWake, ...props }: ReferencePickerProps & { onWake(handoff: Handoff): void }) {
  const { t } = useTranslation();
  const label = useReferenceLabel(props.target, props.value, null);
  return (
    <RestingCombobox
      id={props.id}
      name={props.name}
      label={props.label}
      compact={props.compact}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helper={props.helper}
      inputRef={props.inputRef}
      shown={label ?? ''}
      placeholder={t('crudForm.reference.placeholder')}
      busy={props.value !== null && label === undefined}
      load={loadPicker}
      onWake={onWake}
      onBlur={props.onBlur}
    />
  );
}
