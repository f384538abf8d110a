import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderNode } from '../../components/file-library/folder-model.ts';
import { draggedFiles } from './drag-files.ts';
import './texts.ts';

interface FolderTreeProps {
  nodes: FolderNode[] | undefined;
  current: number | null;
  onOpen(folder: number | null): void;
  onCreate(): void;
  onRename(node: FolderNode): void;
  onMove(node: FolderNode): void;
  onDelete(node: FolderNode): void;
  /** Files dragged from the list dropped onto a folder. */
  onDropFiles(ids: number[], folder: number | null): void;
}

/** The library's folders: open one, drop files onto one, and each folder's own actions in a menu. */
export function FolderTree({
  nodes,
  current,
  onOpen,
  onCreate,
  onRename,
  onMove,
  onDelete,
  onDropFiles,
}: FolderTreeProps) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; node: FolderNode } | null>(null);
  const [over, setOver] = useState<number | 'top' | null>(null);

  const dropProps = (target: number | null) => ({
    onDragOver: (event: DragEvent) => {
      if (!draggedFiles(event, true)) return;
      event.preventDefault();
      setOver(target ?? 'top');
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent) => {
      const ids = draggedFiles(event);
      setOver(null);
      if (!ids) return;
      event.preventDefault();
      onDropFiles(ids, target);
    },
  });

  const row = (target: number | null, name: string, depth: number, count?: number) => (
    <ListItemButton
      selected={current === target}
      aria-current={current === target ? 'page' : undefined}
      onClick={() => onOpen(target)}
      {...dropProps(target)}
      sx={{
        pl: 1 + depth * 2,
        py: 0.5,
        borderRadius: 1,
        gap: 1,
        minWidth: 0,
        outline: over === (target ?? 'top') ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      {target === null ? <HomeOutlinedIcon fontSize="small" /> : <FolderOutlinedIcon fontSize="small" />}
      <Typography variant="body2" noWrap title={name} sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography>
      {count ? (
        <Typography variant="caption" color="text.secondary">
          {count}
        </Typography>
      ) : null}
    </ListItemButton>
  );

  return (
    <Box
      component="nav"
      aria-label={t('fileManager.folders')}
      sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {t('fileManager.folders')}
        </Typography>
        <Button size="small" startIcon={<CreateNewFolderOutlinedIcon />} onClick={onCreate}>
          {t('fileManager.newFolder')}
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        <li>{row(null, t('fileManager.top'), 0)}</li>
        {nodes
          ? nodes.map((node) => (
              <Box component="li" key={node.id} sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>{row(node.id, node.name, node.depth + 1, node.files_count)}</Box>
                <IconButton
                  size="small"
                  aria-label={t('fileManager.folderActions', { name: node.name })}
                  onClick={(event) => setMenu({ anchor: event.currentTarget, node })}
                >
                  <MoreVertRoundedIcon fontSize="small" />
                </IconButton>
              </Box>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton height={32} />
              </li>
            ))}
      </Box>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {(['rename', 'move', 'delete'] as const).map((action) => (
          <MenuItem
            key={action}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
            onClick={() => {
              const node = menu?.node;
              setMenu(null);
              if (!node) return;
              if (action === 'rename') onRename(node);
              else if (action === 'move') onMove(node);
              else onDelete(node);
            }}
          >
            {t(`fileManager.folderMenu.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
