import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { http } from '../../api/http.ts';
import { RecordMissing } from '../../crud/form/record-missing.tsx';
import { useReferenceLabel } from '../../crud/form/widgets/reference-lookup.ts';
import { formatDateTime, formatMoney } from '../../crud/list/format.ts';
import { optionLabel } from '../../crud/list/labels.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { ordersResource } from './orders-api.ts';
import { PrintItems, type PrintRow } from './print-items.tsx';
import './texts.ts';

// only the sheet is printed: the shell (menu, top bar) and the page's own buttons stay on screen
const printCss = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-sheet], [data-print-sheet] *': { visibility: 'visible' },
    '[data-print-sheet]': { position: 'absolute', inset: 0, padding: 0, boxShadow: 'none', border: 'none' },
    '[data-print-hide]': { display: 'none !important' },
    '@page': { size: 'A4', margin: '14mm' },
  },
};

/** An order's invoice, or its packing slip without prices, laid out for A4 (the browser prints it). */
export function OrderPrintPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [kind, setKind] = useState<'invoice' | 'slip'>('invoice');
  const query = useQuery({ ...recordQueryOptions(ordersResource, id), enabled: /^[1-9]\d*$/.test(id) });
  if (query.isError || !/^[1-9]\d*$/.test(id)) {
    return <RecordMissing resource={ordersResource} title={t('routes.Orders.Print')} kind="notFound" />;
  }
  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <GlobalStyles styles={printCss} />
      {query.data ? (
        <>
          <Box data-print-hide sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={kind}
              onChange={(_, next: 'invoice' | 'slip' | null) => next && setKind(next)}
              aria-label={t('orders.print.kind')}
            >
              <ToggleButton value="invoice">{t('orders.print.invoice')}</ToggleButton>
              <ToggleButton value="slip">{t('orders.print.slip')}</ToggleButton>
            </ToggleButtonGroup>
            <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()}>
              {t('orders.print.print')}
            </Button>
          </Box>
          <Sheet order={query.data} kind={kind} />
        </>
      ) : (
        // the buttons come with the order: nothing to print before it
        <Skeleton variant="rounded" height={600} aria-hidden />
      )}
    </Box>
  );
}

function Sheet({ order, kind }: { order: Record<string, unknown>; kind: 'invoice' | 'slip' }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const text = (name: string) => (typeof order[name] === 'string' ? (order[name] as string) : '');
  const ref = (name: string) => (typeof order[name] === 'number' ? (order[name] as number) : null);
  const manager = useReferenceLabel('admin-users', ref('manager_id'), null);
  const seller = useSeller();
  const program = useReferenceLabel('credit-programs', ref('credit_program_id'), null);
  const money = (name: string) => formatMoney(order[name] ?? 0, locale);
  const number = typeof order.number === 'number' ? order.number : order.id;
  const address = [text('delivery_city'), text('delivery_branch'), text('delivery_address')].filter(Boolean).join(', ');
  const rows = (Array.isArray(order.items) ? order.items : []) as PrintRow[];
  return (
    <Box
      data-print-sheet
      data-testid="print-sheet"
      sx={{
        bgcolor: 'background.paper',
        color: '#000',
        p: { xs: 2, sm: 5 },
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 3,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t(kind === 'invoice' ? 'orders.print.invoiceTitle' : 'orders.print.slipTitle', { number })}
          </Typography>
          <Typography variant="body2">{formatDateTime(order.created_at, locale)}</Typography>
        </Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        {kind === 'invoice' && seller ? (
          <Fact
            title={t('orders.print.seller')}
            lines={[
              seller.name,
              t(seller.vat ? 'orders.print.codesVat' : 'orders.print.codes', {
                edrpou: seller.edrpou,
                vat: seller.vat,
              }),
              `IBAN ${seller.iban}, ${seller.bank}`,
              seller.address,
              seller.phone,
            ]}
          />
        ) : null}
        <Fact title={t('orders.print.recipient')} lines={[text('name'), text('phone'), text('email')]} />
        <Fact
          title={t('orders.print.delivery')}
          lines={[
            optionLabel(t, ordersResource, 'delivery_method', text('delivery_method')),
            address,
            text('tracking_number') ? t('orders.print.tracking', { number: text('tracking_number') }) : '',
          ]}
        />
        {kind === 'invoice' ? (
          <Fact
            title={t('orders.print.payment')}
            lines={[optionLabel(t, ordersResource, 'payment_method', text('payment_method')), program ?? '']}
          />
        ) : null}
        <Fact title={t('resources.orders.fields.manager_id')} lines={[manager ?? '']} />
      </Box>
      <PrintItems rows={rows} prices={kind === 'invoice'} />
      {kind === 'invoice' ? (
        <Box sx={{ justifySelf: 'end', display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5 }}>
          <span>{t('resources.orders.fields.items_total')}</span>
          <Box sx={{ textAlign: 'right' }}>{money('items_total')}</Box>
          <span>{t('resources.orders.fields.discount_total')}</span>
          <Box sx={{ textAlign: 'right' }}>{money('discount_total')}</Box>
          <span>{t('resources.orders.fields.delivery_cost')}</span>
          <Box sx={{ textAlign: 'right' }}>{money('delivery_cost')}</Box>
          <Box component="strong">{t('resources.orders.fields.total')}</Box>
          <Box component="strong" data-testid="print-total" sx={{ textAlign: 'right' }}>
            {money('total')}
          </Box>
          {typeof order.monthly_payment === 'number' && order.monthly_payment > 0 ? (
            <>
              <span>{t('resources.orders.fields.monthly_payment')}</span>
              <Box sx={{ textAlign: 'right' }}>{money('monthly_payment')}</Box>
            </>
          ) : null}
        </Box>
      ) : null}
      {text('customer_comment') ? (
        <Fact title={t('resources.orders.fields.customer_comment')} lines={[text('customer_comment')]} />
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, pt: 4 }}>
        <Typography variant="body2" sx={{ borderTop: 1, pt: 0.5 }}>
          {t('orders.print.issued')}
        </Typography>
        <Typography variant="body2" sx={{ borderTop: 1, pt: 0.5 }}>
          {t('orders.print.received')}
        </Typography>
      </Box>
    </Box>
  );
}

interface Seller {
  name: string;
  edrpou: string;
  vat: string | null;
  iban: string;
  bank: string;
  address: string;
  phone: string;
}

/** The shop's requisites the invoice names as the seller (the server's SELLER_* settings). */
function useSeller(): Seller | undefined {
  return useQuery({
    queryKey: ['orders', 'seller'],
    queryFn: ({ signal }) => http.get<{ data: Seller }>('/orders/seller', { signal }).then((x) => x.data),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

function Fact({ title, lines }: { title: string; lines: string[] }) {
  if (lines.every((line) => line === '')) return null;
  return (
    <Box>
      <Typography variant="overline" component="h2" sx={{ lineHeight: 1.6 }}>
        {title}
      </Typography>
      {lines
        .filter((line) => line !== '')
        .map((line) => (
          <Typography key={line} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {line}
          </Typography>
        ))}
    </Box>
  );
}
