import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldCheck } from '../../crud/form/field-checks.ts';
import type { RowValue } from '../../crud/form/form-values.ts';
import { messageOf, type WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { categoryAttributesQuery } from './attribute-api.ts';
import { AttributeInput } from './attribute-input.tsx';
import { asRows, attributeValue, forCategory, missingKey, missingRequired, withValue } from './attribute-rows.ts';
import './texts.ts';

type Message = { message?: unknown } | undefined;
type RowErrors = Record<string, Record<string, Message> | Message> & Message & { root?: Message };

/**
 * A product's attribute values: the main category's attributes, one typed input each (number
 * with its unit, select, multiselect, switch, text), required ones refused before the save.
 * The field's value stays the rows the API takes, one per value; the inputs edit them in place.
 */
export function AttributeValuesWidget({ name, control, label, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const { field: input } = useController({ name, control });
  const { errors } = useFormState({ control, name });
  const category = useWatch({ control, name: 'category' }) as number | null;
  const rows = asRows(input.value);
  const attributes = useQuery({ ...categoryAttributesQuery(category ?? 0), enabled: Boolean(category) });
  const list = attributes.data ?? [];

  // another category keeps the values of the attributes both have; the first one loaded is the record's own
  const aside = useRef(new Map<number, RowValue[]>());
  const shownFor = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!attributes.data || shownFor.current === category) return;
    const first = shownFor.current === undefined;
    shownFor.current = category;
    if (first) return;
    const next = forCategory(asRows(input.value), attributes.data, aside.current);
    if (next.length !== asRows(input.value).length) input.onChange(next);
  }, [attributes.data, category, input]);

  useFieldCheck(name, (value) =>
    attributes.data
      ? missingRequired(name, asRows(value), attributes.data, t('products.attributes.required'))
      : undefined,
  );

  const own = errors[name] as RowErrors | undefined;
  const whole = messageOf(own) ?? messageOf(own?.root);
  /** An error of this attribute: a required one left empty, or the server's on one of its rows. */
  const errorOf = (attribute: number): string | undefined => {
    const missing = messageOf(own?.[missingKey(attribute)] as Message);
    if (missing) return missing;
    for (const [i, row] of rows.entries()) {
      if (row.attribute !== attribute) continue;
      const cells = own?.[String(i)] as Record<string, Message> | undefined;
      const found = cells && Object.values(cells).map(messageOf).find(Boolean);
      if (found) return found;
    }
    return undefined;
  };

  let body: ReactNode;
  if (!category) body = <Typography color="text.secondary">{t('products.attributes.pickCategory')}</Typography>;
  else if (attributes.isPending) body = <Skeleton variant="rounded" height={56} />;
  else if (attributes.isError) body = <Alert severity="error">{t('products.attributes.loadError')}</Alert>;
  else if (list.length === 0) body = <Typography color="text.secondary">{t('products.attributes.none')}</Typography>;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        {list.map((a) => (
          <AttributeInput
            key={a.attribute}
            id={`${name}-attr-${a.attribute}`}
            attribute={a}
            value={attributeValue(rows, a.attribute, a.data_type)}
            onChange={(value) => input.onChange(withValue(asRows(input.value), a.attribute, a.data_type, value))}
            error={errorOf(a.attribute)}
            disabled={disabled}
          />
        ))}
      </Box>
    );

  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {whole ? (
        <FormHelperText error role="alert">
          {whole}
        </FormHelperText>
      ) : null}
      {body}
    </Box>
  );
}
