import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFolder, deleteFolder, fileKeys, refusalMessage, updateFolder } from '../../api/files.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type FolderNode, subtreeOf } from '../../components/file-library/folder-model.ts';
import { FolderPickDialog, NameDialog } from './folder-dialogs.tsx';
import './texts.ts';

type Open = { kind: 'create' } | { kind: 'rename' | 'move' | 'delete'; node: FolderNode } | null;

/**
 * A folder made, renamed, moved or deleted: each asks in its dialog, ends in a toast, and a
 * refusal (a taken name, a folder not empty) is said in the server's words.
 */
export function useFolderActions(
  nodes: readonly FolderNode[],
  current: number | null,
  onGone: (node: FolderNode) => void,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: fileKeys.all });
  const close = () => setOpen(null);
  const node = open && open.kind !== 'create' ? open.node : undefined;

  const remove = async () => {
    if (!node) return;
    setBusy(true);
    try {
      await deleteFolder(node.id);
      notifySuccess(t('fileManager.folderDeleted', { name: node.name }));
      close();
      onGone(node);
      await refresh();
    } catch (error) {
      const message = refusalMessage(error);
      if (message) notifyError(message);
      close();
    } finally {
      setBusy(false);
    }
  };

  const dialogs = (
    <>
      <NameDialog
        open={open?.kind === 'create' || open?.kind === 'rename'}
        title={open?.kind === 'rename' ? t('fileManager.renameFolder') : t('fileManager.newFolder')}
        label={t('fileManager.folderName')}
        initial={node?.name ?? ''}
        onSave={async (name) => {
          if (open?.kind === 'rename' && node) {
            await updateFolder(node.id, { name });
            notifySuccess(t('fileManager.folderRenamed', { name }));
          } else {
            await createFolder(name, current);
            notifySuccess(t('fileManager.folderCreated', { name }));
          }
          await refresh();
        }}
        onClose={close}
      />
      <FolderPickDialog
        open={open?.kind === 'move'}
        title={t('fileManager.moveFolder', { name: node?.name ?? '' })}
        initial={node?.parent_id ?? null}
        excluded={node ? subtreeOf(nodes, node.id) : undefined}
        onPick={async (parent) => {
          if (!node) return;
          await updateFolder(node.id, { parent_id: parent });
          notifySuccess(t('fileManager.folderMoved', { name: node.name }));
          await refresh();
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        destructive
        busy={busy}
        title={t('fileManager.deleteFolder', { name: node?.name ?? '' })}
        text={t('fileManager.deleteFolderText')}
        confirmLabel={t('fileManager.delete')}
        onConfirm={() => void remove()}
        onClose={close}
      />
    </>
  );
  return {
    create: () => setOpen({ kind: 'create' }),
    rename: (n: FolderNode) => setOpen({ kind: 'rename', node: n }),
    move: (n: FolderNode) => setOpen({ kind: 'move', node: n }),
    remove: (n: FolderNode) => setOpen({ kind: 'delete', node: n }),
    dialogs,
  };
}
