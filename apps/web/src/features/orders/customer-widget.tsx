import type { ReferenceField, TextField } from '@kramar/contract';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { HelperLine } from '../../crud/form/widgets/helper-line.tsx';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { TextWidget } from '../../crud/form/widgets/text-widget.tsx';
import { messageOf, type WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import './texts.ts';

interface CustomerContacts {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
}

/**
 * The customer above the contact fields (the engine puts a reference among the settings, after
 * them; the call starts with who is calling): found by name, phone or e-mail (their autocomplete), which fills the order's
 * contact fields; or "new customer", which clears the pick and moves to the name field: the
 * server then finds them by phone or e-mail, or makes them from what is typed.
 */
export function CustomerNameWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { resource, control, disabled } = props;
  const name = 'customer_id';
  const label = t('resources.orders.fields.customer_id');
  const { field: input, fieldState } = useController({ name, control });
  const contact = {
    name: useController({ name: 'name', control }).field,
    phone: useController({ name: 'phone', control }).field,
    email: useController({ name: 'email', control }).field,
  };
  const error = messageOf(fieldState.error);
  const id = typeof input.value === 'number' ? input.value : null;

  const pick = async (picked: number | null) => {
    input.onChange(picked);
    if (picked === null) return;
    const found = await http
      .get<{ data: CustomerContacts }>(`/customers/${picked}`, { silent: true })
      .then((r) => r.data)
      .catch(() => null);
    if (!found) return;
    for (const key of ['name', 'phone', 'email'] as const) {
      const value = found[key];
      if (typeof value === 'string' && value !== '') contact[key].onChange(value);
    }
  };

  const startNew = () => {
    input.onChange(null);
    for (const key of ['name', 'phone', 'email'] as const) contact[key].onChange('');
    document.getElementById('field-name')?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <ReferencePicker
          id={`field-${name}`}
          name={name}
          target={(resource.fields[name] as ReferenceField).resource}
          value={id}
          onChange={(picked) => void pick(picked)}
          onBlur={input.onBlur}
          inputRef={input.ref}
          label={label}
          required={false}
          disabled={disabled}
          error={error}
          helper={<HelperLine text={error ?? t('orders.customer.hint')} />}
        />
        <Button
          variant="outlined"
          startIcon={<PersonAddAltRounded />}
          onClick={startNew}
          disabled={disabled}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {t('orders.customer.new')}
        </Button>
      </Box>
      {id === null ? (
        <FormHelperText data-testid="customer-new">{t('orders.customer.willCreate')}</FormHelperText>
      ) : null}
      <TextWidget {...props} field={props.field as TextField} />
    </Box>
  );
}

/** The customer's own place among the settings stays empty: it is picked above the contacts. */
export function CustomerIdWidget() {
  return null;
}
