import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { addLines, type CatalogItem, keys } from './api.ts';
import './catalog-texts.ts';
import './catalog.css';

/**
 * A quantity and the add button: typing a quantity and pressing Enter adds it too, so a dealer can
 * walk the list by keyboard. The server adds it to what the workspace's draft already holds. Plain
 * elements with static classes (catalog.css): a page holds one pair per product, and MUI's text
 * field and button mounted some thirty elements and six runtime styles for each.
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
    <div className="k-add">
      <input
        className="k-qty"
        type="number"
        min={1}
        max={10_000}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        aria-invalid={!valid}
        aria-label={t('dealerOrders.catalog.quantityOf', { name: item.name })}
      />
      <button
        type="button"
        className="k-btn"
        disabled={!valid || add.isPending}
        onClick={submit}
        aria-label={t('dealerOrders.catalog.addNamed', { name: item.name })}
      >
        {t('dealerOrders.catalog.add')}
      </button>
    </div>
  );
}
