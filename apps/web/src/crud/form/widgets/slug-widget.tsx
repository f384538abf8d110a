import { type SlugField, slugify } from '@kramar/contract';
import { useEffect, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../../registry.ts';
import { TextWidget } from './text-widget.tsx';
import type { WidgetProps } from './widget-props.ts';

/**
 * Follows its source field (the title) while it is empty or was filled by following; once the
 * user types a slug of their own it stays. A saved slug is never rewritten by a title edit, so
 * published addresses do not change behind the user's back.
 */
export function SlugWidget(props: WidgetProps<SlugField>) {
  const { t } = useTranslation();
  const { resource, name, field, control, disabled } = props;
  const { field: input } = useController({ name, control });
  const source = useWatch({ control, name: field.from });
  const following = useRef(input.value === '' || input.value === null);
  const lastSource = useRef(source);

  useEffect(() => {
    if (source === lastSource.current) return;
    lastSource.current = source;
    if (following.current && !disabled) input.onChange(slugify(typeof source === 'string' ? source : '', field.max));
  }, [source, disabled, field.max, input]);

  const hint = props.hint ?? t('crudForm.slugHint', { from: t(labelKeys.field(resource, field.from)) });
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
