import type { EnumField, ReferenceField, TextField as TextFieldDef } from '@kramar/contract';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceWidget } from '../../crud/form/widgets/choice-widget.tsx';
import { KindWidget } from '../../crud/form/widgets/field-widget.tsx';
import { ReferenceWidget } from '../../crud/form/widgets/reference-widget.tsx';
import { TextWidget } from '../../crud/form/widgets/text-widget.tsx';
import type { WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { formatMoney } from '../../crud/list/format.ts';
import { labelKeys } from '../../crud/registry.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { OrderTotals } from './order-totals.tsx';
import { useClosedOrder } from './use-closed-order.ts';
import { useOrderPreview } from './use-order-preview.ts';
import './texts.ts';

/** Which delivery methods need which address fields; tracking and cost apply to all. */
const deliveryNeeds: Record<string, readonly string[]> = {
  delivery_city: ['np_branch', 'np_courier', 'courier'],
  delivery_branch: ['np_branch'],
  delivery_address: ['np_courier', 'courier'],
};

/** A city, a branch or an address, shown only for the delivery methods that need it. */
export function DeliveryFieldWidget(props: WidgetProps) {
  const method = useWatch({ control: props.control, name: 'delivery_method' }) as unknown;
  const needed = deliveryNeeds[props.name];
  if (needed && !needed.includes(String(method))) return null;
  return <TextWidget {...props} field={props.field as TextFieldDef} />;
}

/**
 * The delivery method above the fields it decides (the engine puts a choice among the settings,
 * below the text fields), then the city when the method needs one.
 */
export function DeliveryCityWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const name = 'delivery_method';
  const field = props.resource.fields[name] as EnumField;
  return (
    <>
      <ChoiceWidget
        {...props}
        name={name}
        field={field}
        label={t(labelKeys.field(props.resource, name))}
        hint={undefined}
        required={Boolean(field.required)}
      />
      <DeliveryFieldWidget {...props} />
    </>
  );
}

/** The method's own place among the settings stays empty: it is chosen above the address. */
export function DeliveryMethodWidget() {
  return null;
}

/**
 * A closed order's status and figures stay as they closed: the server refuses a change, so none is
 * offered, and the locked field says why.
 */
export function useClosedLock(props: WidgetProps): WidgetProps {
  const { t } = useTranslation();
  const closed = useClosedOrder();
  if (!closed || props.disabled) return props;
  return {
    ...props,
    disabled: true,
    hint: t(props.name === 'status_id' ? 'orders.status.closed' : 'orders.items.closed'),
  };
}

/**
 * A field a closed order keeps as it closed (its status, the delivery cost, the payment method):
 * its kind's widget, locked once closed.
 */
export function ClosedLockWidget(props: WidgetProps) {
  return <KindWidget {...useClosedLock(props)} />;
}

/** The credit program, only for payment by instalments, with the server's monthly payment. */
export function CreditProgramWidget(given: WidgetProps) {
  const { t, i18n } = useTranslation();
  const props = useClosedLock(given);
  const method = useWatch({ control: props.control, name: 'payment_method' }) as unknown;
  const { preview } = useOrderPreview(props.control);
  if (method !== 'credit') return null;
  const monthly = preview?.monthly_payment;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ReferenceWidget {...props} field={props.field as ReferenceField} />
      <FormHelperText data-testid="monthly-payment" sx={{ fontSize: '0.95rem', color: 'text.primary' }}>
        {monthly
          ? t('orders.credit.monthly', { amount: formatMoney(monthly, intlLocale(i18n.language)) })
          : t('orders.credit.pick')}
      </FormHelperText>
    </Box>
  );
}

/** The promo code with the server's verdict (its discount, or why it does not apply), then the order's totals. */
export function PromoCodeWidget(given: WidgetProps) {
  const { t, i18n } = useTranslation();
  const props = useClosedLock(given);
  const state = useOrderPreview(props.control);
  const { preview, errors, pending } = state;
  const typed = useWatch({ control: props.control, name: props.name }) as unknown;
  const refusal = errors[props.name]?.[0];
  const promo = preview?.promo;
  const verdict =
    typeof typed !== 'string' || typed.trim() === '' || pending
      ? null
      : refusal
        ? { error: true, text: refusal }
        : promo
          ? {
              error: false,
              text: t('orders.promo.applied', { amount: formatMoney(promo.discount, intlLocale(i18n.language)) }),
            }
          : null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextWidget {...props} field={props.field as TextFieldDef} />
      {verdict ? (
        <FormHelperText
          role="status"
          data-testid="promo-verdict"
          error={verdict.error}
          sx={verdict.error ? undefined : { color: 'success.dark', fontWeight: 600 }}
        >
          {verdict.text}
        </FormHelperText>
      ) : null}
      {/* the totals close the items tab, after the code that changes them */}
      <Box sx={{ mt: 2 }}>
        <OrderTotals state={state} />
      </Box>
    </Box>
  );
}
