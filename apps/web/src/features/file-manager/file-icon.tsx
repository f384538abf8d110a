import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import type { LibraryFile } from '../../api/files.ts';

/** A picture's thumbnail, or a document's own icon (PDF, a table, a text). */
export function FilePreview({ file, size }: { file: LibraryFile; size: number }) {
  if (file.thumbnail_url) {
    return (
      <Box
        component="img"
        src={file.thumbnail_url}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: size, objectFit: 'contain', display: 'block', bgcolor: 'action.hover' }}
      />
    );
  }
  const Icon =
    file.mime === 'application/pdf'
      ? PictureAsPdfOutlinedIcon
      : file.mime.includes('spreadsheet') || file.mime === 'text/csv'
        ? GridOnOutlinedIcon
        : DescriptionOutlinedIcon;
  return (
    <Box sx={{ height: size, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
      <Icon sx={{ fontSize: Math.min(48, size * 0.6) }} />
    </Box>
  );
}
