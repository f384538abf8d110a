import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileQuery, type LibraryFile } from '../../api/files.ts';
import { UsageLinks } from './delete-files.tsx';
import { FilePreview } from './file-icon.tsx';
import { fileSize, pixelSize, typeLabel, uploadedAt } from './format.ts';
import './texts.ts';

interface FileDetailsProps {
  file: LibraryFile | null;
  onClose(): void;
  onRename(file: LibraryFile): void;
  onMove(file: LibraryFile): void;
  onDelete(file: LibraryFile): void;
  onCopy(file: LibraryFile): void;
}

/** One file: its preview, sizes, where it is used and the thumbnail made of it, with its actions. */
export function FileDetails({ file, onClose, onRename, onMove, onDelete, onCopy }: FileDetailsProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const details = useQuery({ ...fileQuery(file?.id ?? 0), enabled: Boolean(file) });
  const data = details.data && details.data.id === file?.id ? details.data : undefined;
  const shown = data ?? file;
  const facts: [string, string | null | undefined][] = shown
    ? [
        [t('fileManager.column.type'), typeLabel(shown.mime)],
        [t('fileManager.column.size'), fileSize(shown.size, i18n.language)],
        [t('fileManager.column.pixels'), pixelSize(shown.width, shown.height)],
        [t('fileManager.column.uploadedBy'), data?.uploaded_by_name ?? shown.uploaded_by_name],
        [t('fileManager.column.when'), uploadedAt(shown.created_at, i18n.language)],
      ]
    : [];
  return (
    <Drawer
      anchor="right"
      open={Boolean(file)}
      onClose={onClose}
      // above the shell's top bar, as a dialog is
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 }, p: 2, gap: 2 } } }}
    >
      {shown ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, wordBreak: 'break-word' }}>
              {shown.name}
            </Typography>
            <IconButton aria-label={t('common.close')} onClick={onClose}>
              <CloseRoundedIcon />
            </IconButton>
          </Box>
          {shown.kind === 'image' ? (
            <Box
              component="img"
              src={shown.url}
              alt={shown.name}
              sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', bgcolor: 'action.hover' }}
            />
          ) : (
            <FilePreview file={shown} size={120} />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" size="small" onClick={() => onCopy(shown)}>
              {t('fileManager.copyUrl')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => onRename(shown)}>
              {t('fileManager.rename')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => onMove(shown)}>
              {t('fileManager.move')}
            </Button>
            <Button variant="outlined" size="small" color="error" onClick={() => onDelete(shown)}>
              {t('fileManager.delete')}
            </Button>
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
          <Box component="section" aria-labelledby={`${titleId}-used`}>
            <Typography id={`${titleId}-used`} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('fileManager.whereUsed')}
            </Typography>
            {!data ? (
              <Skeleton height={24} />
            ) : data.used_in.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('fileManager.unused')}
              </Typography>
            ) : (
              <>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {t('fileManager.usedBy', { count: new Set(data.used_in.map((u) => `${u.resource}:${u.id}`)).size })}
                </Typography>
                <UsageLinks used={data.used_in} />
              </>
            )}
          </Box>
          <Box component="section" aria-labelledby={`${titleId}-thumbs`}>
            <Typography id={`${titleId}-thumbs`} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('fileManager.thumbnails')}
            </Typography>
            {shown.thumbnail_url ? (
              <Link href={shown.thumbnail_url} target="_blank" rel="noopener" variant="body2">
                {t('fileManager.thumbnail')}
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('fileManager.noThumbnails')}
              </Typography>
            )}
          </Box>
          <Link href={shown.url} target="_blank" rel="noopener" variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('fileManager.original')}
          </Link>
        </>
      ) : null}
    </Drawer>
  );
}
