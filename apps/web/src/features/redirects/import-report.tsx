import type { ImportReport } from '@kramar/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../crud/list/format.ts';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import { labelKeys } from '../../crud/registry.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { failedRowsCsv, rowMessages } from './failed-rows.ts';

/** A table of 50 000 failed rows would freeze the dialog; the download holds them all. */
const shownRows = 300;

const counters = ['created', 'updated', 'unchanged', 'failed'] as const;

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** What became of the file: counts, then every failed row with the reasons, to fix and upload again. */
export function ImportReportView({ resource, report }: ListExtensionProps & { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const fieldLabel = (field: string) => t(labelKeys.field(resource, field));
  const failed = report.rows.filter((r) => r.status === 'failed');

  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1.5, m: 0, mb: 2 }}
      >
        {counters.map((key) => (
          <Box
            key={key}
            sx={{
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ order: 1 }}>
              {t(`modules.redirects.summary.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, fontWeight: 600, color: key === 'failed' && report.failed > 0 ? 'error.main' : undefined }}
            >
              {formatNumber(report[key], locale)}
            </Typography>
          </Box>
        ))}
      </Box>
      {failed.length === 0 ? (
        <Alert severity="success">{t('modules.redirects.allImported')}</Alert>
      ) : (
        <>
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
                startIcon={<DownloadOutlined />}
                onClick={() => download(failedRowsCsv(report.rows, fieldLabel), 'redirects-errors.csv')}
              >
                {t('modules.redirects.downloadErrors')}
              </Button>
            }
          >
            {t('modules.redirects.someFailed', {
              count: failed.length,
              formatted: formatNumber(failed.length, locale),
            })}
          </Alert>
          <TableContainer sx={{ mt: 2, maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label={t('modules.redirects.failedRows')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 72 }}>{t('modules.redirects.row')}</TableCell>
                  <TableCell>{fieldLabel('from_path')}</TableCell>
                  <TableCell>{t('modules.redirects.errors')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {failed.slice(0, shownRows).map((r) => (
                  <TableRow key={r.row}>
                    <TableCell>{r.row}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>
                      {r.from_path || '—'}
                    </TableCell>
                    <TableCell>
                      {rowMessages(r.errors, fieldLabel).map((message) => (
                        <div key={message}>{message}</div>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {failed.length > shownRows ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('modules.redirects.shownFirst', {
                shown: formatNumber(shownRows, locale),
                total: formatNumber(failed.length, locale),
              })}
            </Typography>
          ) : null}
        </>
      )}
    </>
  );
}
