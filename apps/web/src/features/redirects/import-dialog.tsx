import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { formatFileSize } from '../../lib/file-size.ts';
import { ImportReportView } from './import-report.tsx';
import { importRedirects } from './redirect-api.ts';

/** The server's limit too; checked here so a wrong 50 MB file is not uploaded only to be refused. */
const maxBytes = 5 * 1024 * 1024;
const example = 'from_path;target;code\n/old/phones;/catalog/phones;301\n/sale-2024;https://blog.example.com/sale;302';

/** The 422 of the import speaks about `file`; anything else keeps the global handling. */
function fileMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const body = error.body as { message?: string; errors?: Record<string, string[]> } | null;
  return body?.errors?.file?.[0] ?? Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message;
}

/** Upload a CSV of redirects, then read what became of each row. */
export function ImportDialog({ resource, onClose }: ListExtensionProps & { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (f: File) => importRedirects(resource, f),
    onSuccess: (report) =>
      report.created + report.updated > 0
        ? queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) })
        : undefined,
    onError: (error) => {
      if (!fileMessage(error)) reportFailure(error);
    },
  });
  const error = tooLarge ? t('modules.redirects.tooLarge') : fileMessage(upload.error);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    upload.reset();
    setFile(picked);
    setTooLarge(picked.size > maxBytes);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const again = () => {
    upload.reset();
    setFile(null);
  };
  const busy = upload.isPending;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('modules.redirects.importTitle')}</DialogTitle>
      <DialogContent>
        {upload.data ? (
          <ImportReportView resource={resource} report={upload.data} />
        ) : (
          <>
            <Typography id={helpId} variant="body2" color="text.secondary">
              {t('modules.redirects.importIntro')}
            </Typography>
            <Box component="ul" sx={{ my: 1.5, pl: 3, typography: 'body2', '& code': { fontWeight: 600 } }}>
              <li>
                <code>from_path</code> — {t('modules.redirects.columnFrom')}
              </li>
              <li>
                <code>target</code> — {t('modules.redirects.columnTarget')}
              </li>
              <li>
                <code>code</code> — {t('modules.redirects.columnCode')}
              </li>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('modules.redirects.importRules')}
            </Typography>
            <Box
              component="pre"
              aria-label={t('modules.redirects.example')}
              sx={{ my: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto' }}
            >
              {example}
            </Box>
            <Box
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 2,
                p: 2,
                border: 2,
                borderStyle: 'dashed',
                borderRadius: 1,
                borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
                bgcolor: dragging ? 'action.hover' : undefined,
              }}
            >
              <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy}>
                {t(file ? 'modules.redirects.replaceFile' : 'modules.redirects.chooseFile')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-describedby={helpId}
                  onChange={(event) => {
                    choose(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </Button>
              {file ? (
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{file.name}</strong> · {formatFileSize(file.size, intlLocale(i18n.language))}
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('modules.redirects.dropHint')}
                </Typography>
              )}
            </Box>
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {error}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {upload.data ? (
          <>
            <Button onClick={again}>{t('modules.redirects.again')}</Button>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('modules.redirects.done')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={busy}
              disabled={!file || tooLarge}
              onClick={() => file && upload.mutate(file)}
            >
              {t('modules.redirects.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
