import { can } from '@kramar/contract';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileScope } from '../../../api/files.ts';
import { useCurrentUser } from '../../../api/session.ts';

// the picker's code comes with the first click: most forms are saved without opening it
const LibraryPicker = lazy(() => import('./library-picker.tsx').then((m) => ({ default: m.LibraryPicker })));

interface LibraryButtonProps {
  max: number;
  disabled: boolean;
  onPick(paths: string[]): void;
}

/** «From the library» beside an image field's own upload, for those who may open the library. */
export function LibraryButton({ max, disabled, onPick }: LibraryButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!can(user, fileScope)) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryOutlinedIcon />}
        disabled={disabled || max < 1}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('fileLibrary.fromLibrary')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <LibraryPicker open={open} max={max} onPick={onPick} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
