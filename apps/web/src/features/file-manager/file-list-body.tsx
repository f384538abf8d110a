import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filesQuery, type LibraryFile } from '../../api/files.ts';
import { FileGrid } from './file-grid.tsx';
import { FileTable } from './file-table.tsx';
import type { FileParams } from './use-file-params.ts';
import './texts.ts';

// stand-ins for the cards while the first page loads
const skeletons = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

interface FileListBodyProps {
  params: FileParams;
  onParams(next: Partial<FileParams>): void;
  selected: ReadonlySet<number>;
  onSelect(ids: Set<number>): void;
  onOpen(file: LibraryFile): void;
  /** The files on screen, for the actions on the selection (read on a click, not drawn from). */
  shown: { current: LibraryFile[] };
}

/** The folder's files as the view asks, a page more on request; skeletons first, a friendly word when empty. */
export function FileListBody({ params, onParams, selected, onSelect, onOpen, shown }: FileListBodyProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { view: _view, ...query } = params;
  const list = useInfiniteQuery(filesQuery(query));
  const files = list.data?.pages.flatMap((p) => p.data) ?? [];
  shown.current = files;
  const filtered = Boolean(params.search || params.type || params.from || params.to);

  if (list.isError) return <Alert severity="error">{t('fileManager.failed')}</Alert>;
  if (!list.data) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
        {skeletons.map((key) => (
          <Skeleton key={key} variant="rounded" height={160} />
        ))}
      </Box>
    );
  }
  if (files.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
        <PermMediaOutlinedIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {filtered ? t('fileManager.noMatches') : t('fileManager.empty')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {filtered ? t('fileManager.noMatchesHint') : t('fileManager.emptyHint')}
        </Typography>
      </Paper>
    );
  }
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const dragIds = (file: LibraryFile) => (selected.has(file.id) ? [...selected] : [file.id]);
  const props = { files, selected, onToggle: toggle, onOpen, dragIds };
  const allSelected = files.every((f) => selected.has(f.id));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {params.view === 'list' && !narrow ? (
        <FileTable
          {...props}
          sort={params.sort}
          onSort={(sort) => onParams({ sort })}
          allSelected={allSelected}
          onToggleAll={() => onSelect(allSelected ? new Set() : new Set(files.map((f) => f.id)))}
        />
      ) : (
        <FileGrid {...props} />
      )}
      {list.hasNextPage ? (
        <Button
          variant="outlined"
          sx={{ justifySelf: 'center' }}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('fileManager.more')}
        </Button>
      ) : null}
    </Box>
  );
}
