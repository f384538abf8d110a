import type { ResourceDef } from '@kramar/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// the dialog and its widgets come with the first click, not with every list
const CreateDialog = lazy(() => import('./create-dialog.tsx').then((m) => ({ default: m.CreateDialog })));

interface CreateInDialogProps {
  resource: ResourceDef;
  /** Opened at once (an old `/{route}/create` address was sent to the list). */
  initiallyOpen?: boolean;
  onClosed?(): void;
}

/** The list's primary action for a resource made in a dialog rather than on a create screen. */
export function CreateInDialogButton({ resource, initiallyOpen = false, onClosed }: CreateInDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const [mounted, setMounted] = useState(initiallyOpen);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('crudList.create')}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CreateDialog
            resource={resource}
            open={open}
            onClose={() => {
              setOpen(false);
              onClosed?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
