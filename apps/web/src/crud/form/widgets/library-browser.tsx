import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesQuery, type LibraryFile } from '../../../api/files.ts';
import { FolderSelect } from '../../../components/file-library/folder-select.tsx';
import { SearchBox } from '../../list/search-box.tsx';

interface LibraryBrowserProps {
  folder: number | null;
  onFolder(folder: number | null): void;
  chosen: readonly LibraryFile[];
  onChoose(file: LibraryFile): void;
}

/** A folder's pictures, newest first, searchable by name; a picture pressed is chosen or let go. */
export function LibraryBrowser({ folder, onFolder, chosen, onChoose }: LibraryBrowserProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useInfiniteQuery(
    filesQuery({ folder, sort: '-created_at', search, type: 'image', from: null, to: null, everywhere: search !== '' }),
  );
  const files = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FolderSelect label={t('fileLibrary.folder')} value={folder} onChange={onFolder} />
        <Box sx={{ flex: '1 1 220px' }}>
          <SearchBox value={search} placeholder={t('fileLibrary.search')} onSearch={setSearch} />
        </Box>
      </Box>
      {search ? (
        <Typography variant="caption" color="text.secondary">
          {t('fileLibrary.searchEverywhere')}
        </Typography>
      ) : null}
      {!list.data ? (
        <Skeleton variant="rounded" height={140} />
      ) : files.length === 0 ? (
        <Typography color="text.secondary">
          {t(search ? 'fileLibrary.noMatches' : 'fileLibrary.emptyFolder')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('fileLibrary.pictures')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 1,
          }}
        >
          {files.map((file) => {
            const on = chosen.some((f) => f.id === file.id);
            return (
              <li key={file.id}>
                <ButtonBase
                  onClick={() => onChoose(file)}
                  aria-pressed={on}
                  aria-label={file.name}
                  sx={{
                    display: 'block',
                    width: '100%',
                    position: 'relative',
                    border: 2,
                    borderColor: on ? 'primary.main' : 'transparent',
                    borderRadius: 1,
                    overflow: 'hidden',
                    textAlign: 'left',
                  }}
                >
                  <Box
                    component="img"
                    src={file.thumbnail_url ?? file.url}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: 96, objectFit: 'contain', display: 'block', bgcolor: 'action.hover' }}
                  />
                  <Typography variant="caption" noWrap component="p" sx={{ px: 0.5 }}>
                    {file.name}
                  </Typography>
                  {on ? (
                    <CheckCircleRoundedIcon
                      color="primary"
                      sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%' }}
                    />
                  ) : null}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      )}
      {list.hasNextPage ? (
        <Button
          sx={{ justifySelf: 'center' }}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('fileLibrary.more')}
        </Button>
      ) : null}
    </>
  );
}
