import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { FileSort } from '../../api/files.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { startFileDrag } from './drag-files.ts';
import type { FileItemsProps } from './file-grid.tsx';
import { FilePreview } from './file-icon.tsx';
import { fileSize, pixelSize, typeLabel, uploadedAt } from './format.ts';
import './texts.ts';

// pixels and uploader give way below 1200 px (the details drawer still shows them)
const wide = { display: { xs: 'none', lg: 'table-cell' } };

interface FileTableProps extends FileItemsProps {
  sort: FileSort;
  onSort(sort: FileSort): void;
  allSelected: boolean;
  onToggleAll(): void;
}

/** Files as a table: name, type, size, pixels, who uploaded and when; three columns sort on the server. */
export function FileTable({
  files,
  selected,
  onToggle,
  onOpen,
  dragIds,
  sort,
  onSort,
  allSelected,
  onToggleAll,
}: FileTableProps) {
  const { t, i18n } = useTranslation();
  const sortable = (key: 'name' | 'size' | 'created_at', label: string) => {
    const active = sort.replace('-', '') === key;
    const direction = active && sort.startsWith('-') ? 'desc' : 'asc';
    return (
      <TableCell sortDirection={active ? direction : false}>
        <TableSortLabel
          active={active}
          direction={direction}
          onClick={() => onSort((active && direction === 'asc' ? `-${key}` : key) as FileSort)}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('fileManager.files')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && selected.size > 0}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': t('fileManager.selectAll') } }}
              />
            </TableCell>
            <TableCell sx={{ width: 56 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('fileManager.column.preview')}
              </Box>
            </TableCell>
            {sortable('name', t('fileManager.column.name'))}
            <TableCell>{t('fileManager.column.type')}</TableCell>
            {sortable('size', t('fileManager.column.size'))}
            <TableCell sx={wide}>{t('fileManager.column.pixels')}</TableCell>
            <TableCell sx={wide}>{t('fileManager.column.uploadedBy')}</TableCell>
            {sortable('created_at', t('fileManager.column.when'))}
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow
              key={file.id}
              hover
              selected={selected.has(file.id)}
              draggable
              onDragStart={(event) => startFileDrag(event, dragIds(file))}
              data-file-id={file.id}
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(file.id)}
                  onChange={() => onToggle(file.id)}
                  slotProps={{ input: { 'aria-label': t('fileManager.select', { name: file.name }) } }}
                />
              </TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <Box sx={{ width: 40 }}>
                  <FilePreview file={file} size={32} />
                </Box>
              </TableCell>
              <TableCell sx={{ minWidth: 160, maxWidth: 320 }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(file)}
                  sx={{ textAlign: 'left', wordBreak: 'break-word' }}
                >
                  {file.name}
                </Link>
              </TableCell>
              <TableCell>{typeLabel(file.mime)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fileSize(file.size, i18n.language)}</TableCell>
              <TableCell sx={wide}>{pixelSize(file.width, file.height) ?? '—'}</TableCell>
              <TableCell sx={wide}>{file.uploaded_by_name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{uploadedAt(file.created_at, i18n.language, 'short')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
