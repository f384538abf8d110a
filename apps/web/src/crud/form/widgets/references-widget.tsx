import type { ReferencesField } from '@kramar/contract';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { preloadableLazy, preloadLazy } from '../../../lib/preloadable-lazy.ts';
import { HelperLine, nearLimit } from './helper-line.tsx';
import { useReferenceLabels } from './reference-lookup.ts';
import { type Handoff, RestingCombobox } from './resting-combobox.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** An id moved one place left or right: the list's order is what the record keeps. */
export function moveId(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

const ReferencesAutocomplete = preloadableLazy(() =>
  import('./references-autocomplete.tsx').then((m) => m.ReferencesAutocomplete),
);
const loadPicker = () => preloadLazy(ReferencesAutocomplete);
const nonePicked: ReadonlyMap<number, string> = new Map();

/**
 * Records of another resource, in order, as chips: typing finds more (the target's autocomplete),
 * a chip's cross or Backspace removes one, Alt+←/→ on a chip moves it. The chips rest with a plain
 * input after them until the field is pointed at or typed into, as a single reference does.
 */
export function ReferencesWidget(props: WidgetProps<ReferencesField>) {
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  if (handoff) return <ReferencesAutocomplete {...props} handoff={handoff} />;
  return <RestingReferences {...props} onWake={setHandoff} />;
}

function RestingReferences({
  name,
  field,
  control,
  label,
  hint,
  required,
  disabled,
  onWake,
}: WidgetProps<ReferencesField> & { onWake(handoff: Handoff): void }) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const ids = Array.isArray(input.value) ? (input.value as number[]) : [];
  const { labels, loading } = useReferenceLabels(field.resource, ids, nonePicked);
  const error = messageOf(fieldState.error);
  const full = ids.length >= field.maxItems;
  const counter = nearLimit(ids.length, field.maxItems)
    ? t('crudForm.counter', { count: ids.length, max: field.maxItems })
    : undefined;
  const chips = ids.map((id) => (
    <Chip
      key={id}
      size="small"
      label={labels.get(id) ?? (loading ? '…' : `#${id}`)}
      title={t('crudForm.references.move')}
      tabIndex={-1}
      disabled={disabled}
      onDelete={disabled ? undefined : () => input.onChange(ids.filter((other) => other !== id))}
      sx={{ m: '3px', maxWidth: 'calc(100% - 6px)' }}
    />
  ));
  return (
    <RestingCombobox
      id={`field-${name}`}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helper={<HelperLine text={error ?? hint} counter={counter} />}
      inputRef={input.ref}
      shown=""
      placeholder={full ? undefined : t('crudForm.reference.placeholder')}
      chips={chips.length > 0 ? chips : undefined}
      busy={loading}
      load={loadPicker}
      onWake={onWake}
      onBlur={input.onBlur}
    />
  );
}
