import type { ResourceDef } from '@kramar/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../registry.ts';
import { type FormSection, formSections } from './form-sections.ts';
import type { FormValues } from './form-values.ts';
import { FieldWidget } from './widgets/field-widget.tsx';

interface FormSectionCardsProps {
  resource: ResourceDef;
  control: Control<FormValues>;
  disabled: boolean;
  /** The cards to show: the whole form's by default, one tab's in a tabbed form. */
  sections?: FormSection[];
  /** Keeps heading ids unique when several tabs each have a card of the same kind. */
  idPrefix?: string;
  /** Each card under its heading; a tab holding a single card leaves it out. */
  headed?: boolean;
  /** Takes the first field's focus as the form opens: only the tab shown may. */
  autoFocus?: boolean;
}

const focusable =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), [contenteditable="true"], button:not([disabled])';

/**
 * A form opens with its first field focused, create and edit alike: the screen was opened to type
 * into it. Unless focus is already somewhere (the page's title after a menu choice, a field the
 * user reached first): only focus left on the page's body, where a click on a button that went
 * away leaves it, is taken. Not on touch screens, where focus would pop the keyboard over the form.
 */
function useFirstFieldFocus(disabled: boolean) {
  const first = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (disabled || (active && active !== document.body) || !window.matchMedia('(pointer: fine)').matches) return;
    first.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, [disabled]);
  return first;
}

/**
 * How many of a form's cards to draw: the first at once, then one more per render, each render a
 * transition of its own. Committed together, a whole form kept a phone's CPU busy for 250 ms in one
 * go (most of it inserting each field's styles); so the first card is there as soon as it is ready
 * and the rest follow in slices the browser can interrupt.
 */
function useCardsDrawn(count: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn < count) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, count]);
  return drawn;
}

/** The form's fields in titled cards, one column, in the order the sections give. */
export function FormSectionCards({
  resource,
  control,
  disabled,
  sections = formSections(resource),
  idPrefix = 'section',
  headed = true,
  autoFocus = true,
}: FormSectionCardsProps) {
  const { t, i18n } = useTranslation();
  const first = useFirstFieldFocus(disabled || !autoFocus);
  const drawn = useCardsDrawn(sections.length);
  return sections.slice(0, drawn).map((section, index) => {
    const headingId = `${idPrefix}-${section.id}`;
    return (
      <Paper
        key={section.id}
        ref={index === 0 ? first : undefined}
        component={headed ? 'section' : 'div'}
        variant="outlined"
        aria-labelledby={headed ? headingId : undefined}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
      >
        {headed ? (
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t(`crudForm.sections.${section.id}`)}
          </Typography>
        ) : null}
        {section.fields.map(([name, field]) => {
          const hintKey = labelKeys.hint(resource, name);
          return (
            <FieldWidget
              key={name}
              resource={resource}
              name={name}
              field={field}
              control={control}
              label={t(labelKeys.field(resource, name), { defaultValue: name })}
              hint={i18n.exists(hintKey) ? t(hintKey) : undefined}
              required={Boolean(field.required)}
              disabled={disabled}
            />
          );
        })}
      </Paper>
    );
  });
}
