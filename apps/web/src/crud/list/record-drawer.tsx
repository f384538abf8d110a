import type { ResourceDef } from '@kramar/contract';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormHandle, ResourceForm } from '../form/resource-form.tsx';
import { recordQueryOptions } from '../resource-api.ts';
import { recordTitle } from './labels.ts';
import { listExtensionFor } from './list-extensions.ts';

interface RecordDrawerProps {
  resource: ResourceDef;
  id: number | null;
  canWrite: boolean;
  onClose(): void;
}

/**
 * A list-only section (SPEC §2: new products) corrects a record beside its list: the generic
 * form in a side panel, with the actions a feature adds to the record's row.
 */
export function RecordDrawer({ resource, id, canWrite, onClose }: RecordDrawerProps) {
  const { t } = useTranslation();
  const record = useQuery({ ...recordQueryOptions(resource, id ?? 0), enabled: id !== null });
  const Actions = listExtensionFor(resource.name)?.rowActions;
  const data = id !== null && record.data?.id === id ? record.data : undefined;
  const title = data ? recordTitle(t, resource, data) : '';
  // focus moves into the panel as it opens, and back to what opened it (the row's link) as it closes
  const paper = useRef<HTMLElement>(null);
  const form = useRef<FormHandle>(null);
  const saveFirst = () => form.current?.saveFirst() ?? Promise.resolve(true);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (id === null) {
      returnTo.current?.focus();
      returnTo.current = null;
      return;
    }
    if (!paper.current?.contains(document.activeElement)) {
      returnTo.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
      paper.current?.focus();
    }
  }, [id]);
  return (
    // Not modal: the list stays usable beside it (another row opens in its place), and toasts
    // raised while it is open stay in reach of screen readers, which a modal would hide them from.
    <Drawer
      variant="persistent"
      anchor="right"
      open={id !== null}
      slotProps={{
        paper: {
          ref: paper,
          component: 'aside',
          tabIndex: -1,
          'aria-label': title || t('common.loading'),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Escape' && !event.defaultPrevented) onClose();
          },
          sx: {
            width: { xs: '100%', md: 820 },
            maxWidth: '100vw',
            // above the shell's top bar, as a dialog would be
            zIndex: (theme: Theme) => theme.zIndex.modal,
            boxShadow: 16,
            '&:focus-visible': { outline: 'none' },
          },
        },
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1 }} />
        {data && Actions ? (
          <Suspense fallback={null}>
            <Actions resource={resource} row={data} title={title} onDone={onClose} saveFirst={saveFirst} inPanel />
          </Suspense>
        ) : null}
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        {data ? (
          <ResourceForm
            key={data.id}
            resource={resource}
            record={data}
            title={title}
            canWrite={canWrite}
            handle={form}
          />
        ) : (
          <Box aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton width="50%" height={40} />
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
