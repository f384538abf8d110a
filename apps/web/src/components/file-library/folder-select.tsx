import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { foldersQuery } from '../../api/files.ts';
import { folderTree } from './folder-model.ts';

interface FolderSelectProps {
  label: string;
  value: number | null;
  onChange(folder: number | null): void;
  /** Folders that may not be chosen (a folder and its subfolders when it moves). */
  excluded?: ReadonlySet<number>;
  size?: 'small' | 'medium';
}

const top = 'top';

/** A folder of the library, the tree drawn by indentation; the top level is a choice too. */
export function FolderSelect({ label, value, onChange, excluded, size = 'small' }: FolderSelectProps) {
  const { t } = useTranslation();
  const folders = useQuery(foldersQuery());
  const nodes = folderTree(folders.data ?? []);
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value === null ? top : String(value)}
      onChange={(event) => onChange(event.target.value === top ? null : Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={top}>{t('fileLibrary.topFolder')}</MenuItem>
      {nodes.map((node) => (
        <MenuItem
          key={node.id}
          value={String(node.id)}
          disabled={excluded?.has(node.id)}
          sx={{ pl: 2 + node.depth * 2 }}
        >
          {node.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
