import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** The id of a grouped field's helper text, which describes the group. */
export const groupHelpId = (name: string): string => `field-${name}-help`;

interface FieldGroupProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  children: ReactNode;
}

/**
 * A field made of several controls (a picture with its buttons, a gallery): a group named by its
 * label and described by its helper text, which the children render under `groupHelpId(name)`.
 */
export function FieldGroup({ name, label, required, error, children }: FieldGroupProps) {
  const { t } = useTranslation();
  const labelId = `field-${name}-label`;
  const requiredId = `field-${name}-required`;
  const helpId = groupHelpId(name);
  return (
    // a group cannot be aria-required: it says so in its description instead
    <Box role="group" aria-labelledby={labelId} aria-describedby={required ? `${requiredId} ${helpId}` : helpId}>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      {required ? (
        // read by screen readers, not shown: the star says it to the eye
        <Box component="span" id={requiredId} sx={visuallyHidden}>
          {t('crudForm.required')}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
