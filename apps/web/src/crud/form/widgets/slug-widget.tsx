import { codeOf, type SlugField, slugify, type TextField } from '@kramar/contract';
import { useEffect, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../../registry.ts';
import { TextWidget } from './text-widget.tsx';
import type { WidgetProps } from './widget-props.ts';

/** A slug, or a code made from another field (`from`): attribute codes. */
export type DerivedField = SlugField | (TextField & { from: string });

/**
 * Follows its source field (the title) while it is empty or was filled by following; once the
 * user types a slug (or code) of their own it stays. A saved one is never rewritten by a title
 * edit, so published addresses and codes the site uses do not change behind the user's back.
 */
export function SlugWidget(props: WidgetProps<DerivedField>) {
  const { t } = useTranslation();
  const { resource, name, field, control, disabled } = props;
  const { field: input } = useController({ name, control });
  const source = useWatch({ control, name: field.from });
  const following = useRef(input.value === '' || input.value === null);
  // a title given from the start (a record made from a picker's text) is followed at once
  const lastSource = useRef(following.current && typeof source === 'string' && source !== '' ? undefined : source);

  useEffect(() => {
    if (source === lastSource.current) return;
    lastSource.current = source;
    const make = field.kind === 'slug' ? slugify : codeOf;
    if (following.current && !disabled) input.onChange(make(typeof source === 'string' ? source : '', field.max));
  }, [source, disabled, field.max, field.kind, input]);

  const from = t(labelKeys.field(resource, field.from));
  const hint = props.hint ?? t(field.kind === 'slug' ? 'crudForm.slugHint' : 'crudForm.codeHint', { from });
  return (
    <TextWidget
      {...props}
      hint={hint}
      onUserChange={(value) => {
        following.current = value === '';
      }}
    />
  );
}
