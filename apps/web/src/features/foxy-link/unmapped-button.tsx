import { can, writeScope } from '@kramar/contract';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { useListQuery } from '../../crud/list/use-list-query.ts';
import './texts.ts';

const UnmappedDialog = lazy(() => import('./unmapped-dialog.tsx').then((m) => ({ default: m.UnmappedDialog })));

/** "Products without a mapping": one click from the list, for the partner it is filtered by. */
export function UnmappedButton({ resource }: ListExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { query } = useListQuery(resource);
  const [open, setOpen] = useState(false);
  if (!can(user, writeScope(resource))) return null;
  const filtered = query.filter.partner;
  const partner = typeof filtered === 'string' && /^\d+$/.test(filtered) ? filtered : '';
  return (
    <>
      <Button variant="outlined" startIcon={<PlaylistAddRounded />} onClick={() => setOpen(true)}>
        {t('foxyLink.unmapped')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          {/* keyed by the partner: opened again for another filter, it starts from that one */}
          <UnmappedDialog key={partner} open partner={partner} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
