import { type Field, type ResourceDef, translateMessage } from '@kramar/contract';
import type { Control } from 'react-hook-form';
import { i18n } from '../../../i18n/i18n.ts';
import type { FormValues } from '../form-values.ts';

/** What every field widget gets: the field's declaration and its place in the form. */
export interface WidgetProps<F extends Field = Field> {
  resource: ResourceDef;
  name: string;
  field: F;
  control: Control<FormValues>;
  label: string;
  /** The field's hint from the labels, if it has one. */
  hint?: string;
  required: boolean;
  disabled: boolean;
}

/**
 * The message RHF holds for a field, whatever its nesting, in the interface language: the shared
 * schema speaks Ukrainian, the contract's catalogue knows each sentence's English twin.
 */
export const messageOf = (error: { message?: unknown } | undefined): string | undefined =>
  typeof error?.message === 'string' && error.message !== ''
    ? translateMessage(error.message, i18n.language)
    : undefined;
