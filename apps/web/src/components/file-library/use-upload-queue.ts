import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyField, failureToast } from '../../api/failure-toast.ts';
import { fileKeys, type LibraryFile, uploadFile } from '../../api/files.ts';
import { HttpError } from '../../api/http.ts';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  /** 0…1 of the bytes sent. */
  progress: number;
  state: 'waiting' | 'sending' | 'stored' | 'refused';
  /** The server's reason for a refused file, in its words. */
  reason?: string;
  file?: LibraryFile;
}

let nextKey = 0;

/**
 * Files sent one after another, each with its own progress and verdict: one refused file never
 * holds the others back. `onStored` hears of each file the library took.
 */
export function useUploadQueue(onStored?: (file: LibraryFile) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const stored = useRef(onStored);
  stored.current = onStored;

  const patch = useCallback((key: number, next: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...next } : item)));
  }, []);

  const reasonOf = useCallback(
    (error: unknown): string => {
      if (!(error instanceof HttpError)) return t('fileLibrary.failed');
      if (error.status === 0) return t('errors.network');
      const body = error.body as { errors?: Record<string, string[]> } | null;
      return (
        Object.values(body?.errors ?? {})[0]?.[0] ??
        bodyField(error.body, 'message') ??
        failureToast(error.status, error.body) ??
        t('fileLibrary.failed')
      );
    },
    [t],
  );

  const add = useCallback(
    (files: readonly File[], folderId: number | null) => {
      const fresh = files.map((file) => ({
        key: ++nextKey,
        name: file.name || t('fileLibrary.pasted'),
        size: file.size,
        progress: 0,
        state: 'waiting' as const,
      }));
      setItems((list) => [...fresh, ...list]);
      fresh.forEach((item, index) => {
        const file = files[index] as File;
        chain.current = chain.current.then(async () => {
          patch(item.key, { state: 'sending' });
          try {
            const result = await uploadFile(file, folderId, ({ loaded, total }) =>
              patch(item.key, { progress: total > 0 ? loaded / total : 0 }),
            );
            if (result.stored) {
              patch(item.key, { state: 'stored', progress: 1, file: result.file });
              stored.current?.(result.file);
            } else patch(item.key, { state: 'refused', reason: result.reason });
          } catch (error) {
            patch(item.key, { state: 'refused', reason: reasonOf(error) });
          }
          await client.invalidateQueries({ queryKey: fileKeys.all });
        });
      });
      return chain.current;
    },
    [client, patch, reasonOf, t],
  );

  const clear = useCallback(
    () => setItems((list) => list.filter((i) => i.state === 'sending' || i.state === 'waiting')),
    [],
  );

  return { items, add, clear, busy: items.some((i) => i.state === 'sending' || i.state === 'waiting') };
}
