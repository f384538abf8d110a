import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { addLines, type CatalogItem, keys } from './api.ts';
import './catalog-texts.ts';

/**
 * A quantity and the add button: typing a quantity and pressing Enter adds it too, so a dealer can
 * walk the list by keyboard. The server adds it to what the workspace's draft already holds.
 */
export function AddToDraft({ workspace, item }: { workspace: number; item: CatalogItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const n = Number(quantity);
  const valid = Number.isInteger(n) && n >= 1 && n <= 10_000;
  const add = useMutation({
    mutationFn: () => addLines(workspace, [{ product_id: item.id, quantity: n }]),
    onSuccess: (draft) => {
      queryClient.setQueryData(keys.draft(workspace), draft);
      notifySuccess(t('dealerOrders.catalog.added', { name: item.name, count: n }));
      setQuantity('1');
    },
  });
  const submit = () => {
    if (valid && !add.isPending) add.mutate();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        error={!valid}
        slotProps={{
          htmlInput: { min: 1, max: 10_000, 'aria-label': t('dealerOrders.catalog.quantityOf', { name: item.name }) },
        }}
        sx={{ width: 84 }}
      />
      <Button
        variant="contained"
        size="small"
        disabled={!valid || add.isPending}
        onClick={submit}
        aria-label={t('dealerOrders.catalog.addNamed', { name: item.name })}
      >
        {t('dealerOrders.catalog.add')}
      </Button>
    </Stack>
  );
}
