import { can, writeScope } from '@kramar/contract';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import './texts.ts';

const SettingsDialog = lazy(() =>
  import('./order-settings-dialog.tsx').then((m) => ({ default: m.OrderSettingsDialog })),
);

/** The orders' settings (new status, stock, numbering, default manager), for who may change orders. */
export function OrderListActions({ resource }: ListExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!can(user, writeScope(resource))) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<SettingsOutlined />} onClick={() => setOpen(true)}>
        {t('orders.settings.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SettingsDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
