import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import './texts.ts';

export interface UnmappedProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
}

type Refusal = { errors?: Record<string, string[]> };

/** One product a partner lacks: its partner SKU typed beside it and mapped with one click. */
export function UnmappedRow({ product, partner }: { product: UnmappedProduct; partner: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sku, setSku] = useState('');
  const [error, setError] = useState<string | undefined>();
  const map = useMutation({
    mutationFn: () => http.post('/foxy-link-mappings', { partner, product: product.id, partner_sku: sku.trim() }),
    onSuccess: () => {
      notifySuccess(t('foxyLink.mapped', { name: product.name }));
      void client.invalidateQueries({ queryKey: ['foxy-link-mappings'] });
    },
    onError: (e) => {
      const message = e instanceof HttpError ? (e.body as Refusal | null)?.errors?.partner_sku?.[0] : undefined;
      if (message) setError(message);
      else reportFailure(e);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    map.mutate();
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1, alignItems: { sm: 'flex-start' }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack sx={{ flex: 1, minWidth: 0, pt: { sm: 1 } }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('foxyLink.sku')}: {product.sku}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('foxyLink.partnerSku')}
          value={sku}
          onChange={(e) => {
            setSku(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: { 'aria-label': t('foxyLink.partnerSkuFor', { name: product.name }), maxLength: 100 },
          }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <Button type="submit" variant="outlined" disabled={!sku.trim() || map.isPending || map.isSuccess}>
          {t('foxyLink.map')}
        </Button>
      </Stack>
    </Stack>
  );
}
