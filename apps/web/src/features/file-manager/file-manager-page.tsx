import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldersQuery, type LibraryFile } from '../../api/files.ts';
import { folderTree } from '../../components/file-library/folder-model.ts';
import { UploadList } from '../../components/file-library/upload-list.tsx';
import { UploadZone, usePastedFiles } from '../../components/file-library/upload-zone.tsx';
import { useUploadQueue } from '../../components/file-library/use-upload-queue.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useDeleteFiles } from './delete-files.tsx';
import { FileDetails } from './file-details.tsx';
import { FileFilters } from './file-filters.tsx';
import { FileListBody } from './file-list-body.tsx';
import { FolderPickDialog, NameDialog } from './folder-dialogs.tsx';
import { FolderTree } from './folder-tree.tsx';
import { useFileActions } from './use-file-actions.ts';
import { useFileParams } from './use-file-params.ts';
import { useFolderActions } from './use-folder-actions.tsx';
import './texts.ts';

/**
 * /file-manager (issue 30): the media library. Folders on the left, the open folder's files on
 * the right; files arrive by drop, paste or the picker, and leave only after a question that
 * names the records still showing them.
 */
export function FileManagerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useFileParams();
  const folders = useQuery(foldersQuery());
  const nodes = folderTree(folders.data ?? []);
  const folderName = (id: number | null) =>
    id === null ? t('fileManager.top') : (nodes.find((n) => n.id === id)?.name ?? '');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<LibraryFile | null>(null);
  const [renaming, setRenaming] = useState<LibraryFile | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const shown = useRef<LibraryFile[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const uploads = useUploadQueue();
  const actions = useFileActions();
  const upload = (files: File[]) => void uploads.add(files, params.folder);
  usePastedFiles(upload);

  const openFolder = (folder: number | null) => {
    setSelected(new Set());
    setParams({ folder });
  };
  const folderActions = useFolderActions(nodes, params.folder, (gone) => {
    if (params.folder === gone.id) openFolder(gone.parent_id);
  });
  const deletion = useDeleteFiles((ids) => {
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    if (open && ids.includes(open.id)) setOpen(null);
  });
  const selection = () => shown.current.filter((f) => selected.has(f.id));
  const path =
    params.folder === null ? [] : [...(nodes.find((n) => n.id === params.folder)?.ancestors ?? []), params.folder];

  return (
    <>
      <PageHeader
        title={t('routes.FileManager')}
        subtitle={t('fileManager.subtitle')}
        actions={
          <Button variant="contained" startIcon={<UploadFileRoundedIcon />} onClick={() => picker.current?.click()}>
            {t('fileManager.upload')}
          </Button>
        }
      />
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) upload(files);
          event.target.value = '';
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)', lg: '270px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <FolderTree
            nodes={folders.data ? nodes : undefined}
            current={params.folder}
            onOpen={openFolder}
            onCreate={folderActions.create}
            onRename={folderActions.rename}
            onMove={folderActions.move}
            onDelete={folderActions.remove}
            onDropFiles={(ids, folder) =>
              void actions.move(ids, folder, folderName(folder)).then(() => setSelected(new Set()))
            }
          />
        </Paper>
        <Box
          component="section"
          aria-labelledby="file-manager-folder"
          // Delete asks to delete the selection, Escape lets it go, as in a desktop file manager
          onKeyDown={(event) => {
            const typing = (event.target as HTMLElement).closest('input:not([type="checkbox"]), textarea');
            if (typing || selected.size === 0) return;
            if (event.key === 'Delete') deletion.ask(selection());
            else if (event.key === 'Escape') setSelected(new Set());
          }}
          sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        >
          <Typography
            id="file-manager-folder"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, wordBreak: 'break-word' }}
          >
            {[t('fileManager.top'), ...path.map((id) => folderName(id))].join(' / ')}
          </Typography>
          <FileFilters params={params} onChange={(next) => setParams(next)} />
          <UploadZone onFiles={upload} compact />
          <UploadList items={uploads.items} />
          {selected.size > 0 ? (
            <Paper
              variant="outlined"
              role="region"
              aria-label={t('fileManager.selection')}
              sx={{ p: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', bgcolor: 'action.selected' }}
            >
              <Typography variant="body2" sx={{ flex: '1 1 auto', px: 1 }}>
                {t('fileManager.selected', { count: selected.size })}
              </Typography>
              <Button size="small" onClick={() => setMoving([...selected])}>
                {t('fileManager.move')}
              </Button>
              <Button size="small" color="error" onClick={() => deletion.ask(selection())}>
                {t('fileManager.delete')}
              </Button>
              <Button size="small" onClick={() => setSelected(new Set())}>
                {t('fileManager.clearSelection')}
              </Button>
            </Paper>
          ) : null}
          <FileListBody
            params={params}
            onParams={setParams}
            selected={selected}
            onSelect={setSelected}
            onOpen={setOpen}
            shown={shown}
          />
        </Box>
      </Box>
      <FileDetails
        file={open}
        onClose={() => setOpen(null)}
        onRename={setRenaming}
        onMove={(file) => setMoving([file.id])}
        onDelete={(file) => deletion.ask([file])}
        onCopy={(file) => void actions.copyUrl(file)}
      />
      <NameDialog
        open={Boolean(renaming)}
        title={t('fileManager.renameFile')}
        label={t('fileManager.fileName')}
        initial={renaming?.name ?? ''}
        onSave={async (name) => {
          if (!renaming) return;
          await actions.rename(renaming, name);
          if (open?.id === renaming.id) setOpen({ ...open, name });
        }}
        onClose={() => setRenaming(null)}
      />
      <FolderPickDialog
        open={Boolean(moving)}
        title={t('fileManager.moveFiles', { count: moving?.length ?? 0 })}
        initial={params.folder}
        onPick={async (folder) => {
          await actions.move(moving ?? [], folder, folderName(folder));
          setSelected(new Set());
          setOpen(null);
        }}
        onClose={() => setMoving(null)}
      />
      {folderActions.dialogs}
      {deletion.dialogs}
    </>
  );
}
