import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fileKeys, type LibraryFile, moveFiles, renameFile } from '../../api/files.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import './texts.ts';

/** Rename, move and copy a link, each followed by a toast and a fresh list. */
export function useFileActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: fileKeys.all });
  return {
    rename: async (file: LibraryFile, name: string) => {
      await renameFile(file.id, name);
      notifySuccess(t('fileManager.renamed', { name }));
      await refresh();
    },
    move: async (ids: number[], folder: number | null, folderName: string) => {
      const done = await moveFiles(ids, folder);
      notifySuccess(t('fileManager.moved', { count: done.moved, folder: folderName }));
      await refresh();
    },
    copyUrl: async (file: LibraryFile) => {
      const url = new URL(file.url, window.location.origin).href;
      try {
        await navigator.clipboard.writeText(url);
        notifySuccess(t('fileManager.copied'));
      } catch {
        notifyError(t('fileManager.copyFailed', { url }));
      }
    },
  };
}
