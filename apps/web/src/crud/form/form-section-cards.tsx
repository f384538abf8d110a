import type { ResourceDef } from '@kramar/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../registry.ts';
import { formSections } from './form-sections.ts';
import type { FormValues } from './form-values.ts';
import { FieldWidget } from './widgets/field-widget.tsx';

interface FormSectionCardsProps {
  resource: ResourceDef;
  control: Control<FormValues>;
  disabled: boolean;
}

/** The form's fields in titled cards, one column, in the order the sections give. */
export function FormSectionCards({ resource, control, disabled }: FormSectionCardsProps) {
  const { t, i18n } = useTranslation();
  return formSections(resource).map((section) => {
    const headingId = `section-${section.id}`;
    return (
      <Paper
        key={section.id}
        component="section"
        variant="outlined"
        aria-labelledby={headingId}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
      >
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`crudForm.sections.${section.id}`)}
        </Typography>
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
