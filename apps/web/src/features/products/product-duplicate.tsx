import { can, type ResourceRecord } from '@kramar/contract';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import type { RowActionsExtensionProps } from '../../crud/list/list-extensions.ts';
import './texts.ts';

/** Asked for by the address (Ctrl+K's «Дублювати цей товар»): the product screen makes the copy. */
export const duplicateParam = 'duplicate';

/**
 * A draft copy of a product (POST /api/products/{id}/duplicate: a new SKU and slug, its values and
 * its own copies of the images), opened at once with its heading focused, to be changed and published.
 */
function useDuplicate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<{ data: ResourceRecord }>(`/products/${id}/duplicate`, undefined).then((r) => r.data),
    onSuccess: (copy) => {
      void client.invalidateQueries({ queryKey: ['products'] });
      notifySuccess(t('products.duplicate.done', { title: String(copy.name ?? '') }));
      void navigate(`/products/${copy.id}`, { state: { focusTitle: true } });
    },
  });
}

const useMayDuplicate = () => can(useCurrentUser(), 'products.edit');

/** «Дублювати» in the product screen's header; also runs once when the address asks for it. */
export function DuplicateProductAction({ id, canWrite }: FormExtensionProps) {
  const { t } = useTranslation();
  const duplicate = useDuplicate();
  const [params, setParams] = useSearchParams();
  const asked = useRef(false);
  const wanted = canWrite && params.has(duplicateParam);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    // the address forgets the request first: Back or a reload never makes a second copy
    setParams(
      (now) => {
        now.delete(duplicateParam);
        return now;
      },
      { replace: true },
    );
    duplicate.mutate(id);
  }, [wanted, id, duplicate, setParams]);
  if (!canWrite) return null;
  const label = t('products.duplicate.action');
  return (
    <>
      <Button
        startIcon={<ContentCopyRounded />}
        onClick={() => duplicate.mutate(id)}
        disabled={duplicate.isPending}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {label}
      </Button>
      <IconButton
        aria-label={label}
        onClick={() => duplicate.mutate(id)}
        disabled={duplicate.isPending}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <ContentCopyRounded />
      </IconButton>
    </>
  );
}

/** The same in a product's row of the list and in its side panel. */
export function DuplicateRowAction({ row, title, inPanel }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  const duplicate = useDuplicate();
  if (!useMayDuplicate()) return null;
  const label = t('products.duplicate.row', { title });
  if (inPanel) {
    return (
      <Button
        size="small"
        startIcon={<ContentCopyRounded />}
        onClick={() => duplicate.mutate(row.id)}
        disabled={duplicate.isPending}
      >
        {t('products.duplicate.action')}
      </Button>
    );
  }
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={t('products.duplicate.action')}
      disabled={duplicate.isPending}
      onClick={(event) => {
        // the row opens its record on a click: this makes a copy instead
        event.stopPropagation();
        duplicate.mutate(row.id);
      }}
    >
      <ContentCopyRounded fontSize="small" />
    </IconButton>
  );
}
