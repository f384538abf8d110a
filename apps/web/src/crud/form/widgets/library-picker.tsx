import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFile } from '../../../api/files.ts';
import { FolderSelect } from '../../../components/file-library/folder-select.tsx';
import { UploadList } from '../../../components/file-library/upload-list.tsx';
import { UploadZone } from '../../../components/file-library/upload-zone.tsx';
import { useUploadQueue } from '../../../components/file-library/use-upload-queue.ts';
import { LibraryBrowser } from './library-browser.tsx';

interface LibraryPickerProps {
  open: boolean;
  /** How many may be chosen: 1 for an image field, the room left in a gallery. */
  max: number;
  onPick(paths: string[]): void;
  onClose(): void;
}

/**
 * An image field's picker (issue 30): choose pictures of the media library, or upload into a
 * folder of it and choose those. The field keeps the library file's path: shared, not copied,
 * and the library's «where used» finds the record.
 */
export function LibraryPicker({ open, max, onPick, onClose }: LibraryPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  const [folder, setFolder] = useState<number | null>(null);
  const [chosen, setChosen] = useState<LibraryFile[]>([]);
  const choose = (file: LibraryFile) =>
    setChosen((list) => {
      if (list.some((f) => f.id === file.id)) return list.filter((f) => f.id !== file.id);
      return max === 1 ? [file] : list.length < max ? [...list, file] : list;
    });
  const uploads = useUploadQueue((file) => {
    if (file.kind === 'image') setChosen((list) => (max === 1 ? [file] : list.length < max ? [...list, file] : list));
  });
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{t('fileLibrary.pickerTitle')}</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="library"
          label={t('fileLibrary.tabLibrary')}
          id={`${titleId}-library`}
          aria-controls={`${titleId}-library-panel`}
        />
        <Tab
          value="upload"
          label={t('fileLibrary.tabUpload')}
          id={`${titleId}-upload`}
          aria-controls={`${titleId}-upload-panel`}
        />
      </Tabs>
      <DialogContent sx={{ minHeight: 360 }}>
        <Box
          role="tabpanel"
          id={`${titleId}-${tab}-panel`}
          aria-labelledby={`${titleId}-${tab}`}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {tab === 'library' ? (
            <LibraryBrowser folder={folder} onFolder={setFolder} chosen={chosen} onChoose={choose} />
          ) : (
            <>
              <FolderSelect label={t('fileLibrary.uploadFolder')} value={folder} onChange={setFolder} />
              <UploadZone
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                onFiles={(files) => void uploads.add(files, folder)}
              />
              <UploadList items={uploads.items} />
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => {
            onPick(chosen.map((f) => f.path));
            close();
          }}
        >
          {t('fileLibrary.choose', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
