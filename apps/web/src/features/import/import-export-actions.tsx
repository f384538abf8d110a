import { can, readScope, writeScope } from '@kramar/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { toApiQuery } from '../../crud/list/list-query.ts';
import { reportFailure } from '../../crud/list/report-failure.ts';
import { useListQuery } from '../../crud/list/use-list-query.ts';
import { downloadExport } from './import-export-api.ts';
import './texts.ts';

const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));

/** Export of the list as filtered (CSV or XLSX) and import from a file, beside the list's create action. */
export function ImportExportActions({ resource }: ListExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const menuId = useId();
  const { query } = useListQuery(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  if (!can(user, readScope(resource))) return null;

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadExport(resource, toApiQuery(resource, query), format);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('importExport.export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void exportAs('csv')}>{t('importExport.exportCsv')}</MenuItem>
        <MenuItem onClick={() => void exportAs('xlsx')}>{t('importExport.exportXlsx')}</MenuItem>
      </Menu>
      {can(user, writeScope(resource)) ? (
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
          {t('importExport.import')}
        </Button>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
