import type { ChangeEvent, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../../registry.ts';
import { crossMessage } from '../form-errors.ts';
import { HelperLine } from './helper-line.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

interface BindOptions {
  /** Shown at the right end of the helper line (a length counter). */
  counter?: ReactNode;
  /** Replaces the plain write of the typed text (a colour is trimmed, a slug stops following). */
  onChange?(value: string): void;
}

/**
 * What every text-like widget wires the same way: the controller, its error, and the props of an
 * MUI TextField bound to the form value (id, label, helper line with the error or the hint).
 */
export function useTextInput({ resource, name, control, label, hint, required, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const value = typeof input.value === 'string' ? input.value : '';
  const raw = messageOf(fieldState.error);
  // a cross rule (dates, numbers: the only text-like fields that have one) names the other field
  const cross = raw === undefined ? undefined : crossMessage(resource, name, raw);
  const error = cross ? t(cross.key, { other: t(labelKeys.field(resource, cross.other)) }) : raw;
  const bind = (options: BindOptions = {}) => ({
    id: `field-${name}`,
    name,
    label,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      (options.onChange ?? input.onChange)(event.target.value),
    onBlur: input.onBlur,
    inputRef: input.ref,
    required,
    disabled,
    error: Boolean(error),
    helperText: <HelperLine text={error ?? hint} counter={options.counter} />,
    fullWidth: true,
  });
  return { input, value, error, bind };
}
