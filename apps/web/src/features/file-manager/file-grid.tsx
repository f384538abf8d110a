import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LibraryFile } from '../../api/files.ts';
import { startFileDrag } from './drag-files.ts';
import { FilePreview } from './file-icon.tsx';
import { fileSize, pixelSize } from './format.ts';
import './texts.ts';

export interface FileItemsProps {
  files: LibraryFile[];
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  onOpen(file: LibraryFile): void;
  /** The ids a drag carries: the selection when the dragged file is in it, else the file alone. */
  dragIds(file: LibraryFile): number[];
}

/** Files as thumbnails: a card opens the details, its box selects it, and it drags onto a folder. */
export function FileGrid({ files, selected, onToggle, onOpen, dragIds }: FileItemsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('fileManager.files')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
      }}
    >
      {files.map((file) => {
        const pixels = pixelSize(file.width, file.height);
        const checked = selected.has(file.id);
        return (
          <Paper
            component="li"
            key={file.id}
            variant="outlined"
            draggable
            onDragStart={(event) => startFileDrag(event, dragIds(file))}
            data-file-id={file.id}
            sx={{ position: 'relative', overflow: 'hidden', borderColor: checked ? 'primary.main' : undefined }}
          >
            <ButtonBase
              onClick={() => onOpen(file)}
              aria-label={t('fileManager.open', { name: file.name })}
              sx={{ display: 'block', width: '100%', textAlign: 'left' }}
            >
              <FilePreview file={file} size={110} />
              <Box sx={{ p: 1 }}>
                <Typography variant="body2" noWrap title={file.name}>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {[fileSize(file.size, i18n.language), pixels].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </ButtonBase>
            <Checkbox
              checked={checked}
              onChange={() => onToggle(file.id)}
              slotProps={{ input: { 'aria-label': t('fileManager.select', { name: file.name }) } }}
              size="small"
              sx={{
                position: 'absolute',
                top: 2,
                left: 2,
                bgcolor: 'background.paper',
                borderRadius: 1,
                p: 0.5,
                '&:hover': { bgcolor: 'background.paper' },
              }}
            />
          </Paper>
        );
      })}
    </Box>
  );
}
