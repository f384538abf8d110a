import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import type { DryRunReport, ReportRow } from './import-export-api.ts';
import './texts.ts';

const colors = { create: 'success', update: 'info', unchanged: 'default', error: 'error' } as const;

function ActionChip({ action }: { action: ReportRow['action'] }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colors[action]} label={t(`importExport.actions.${action}`)} />;
}

/** The dry run's verdict per row: created, updated (by the key), the same as stored, or refused with the reason. */
export function ReportStep({ report }: { report: DryRunReport }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, intlLocale(i18n.language));
  const { summary } = report;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }} aria-label={t('importExport.summary')}>
        <Chip label={t('importExport.summaryTotal', { n: n(summary.total) })} />
        <Chip color="success" variant="outlined" label={t('importExport.summaryCreate', { n: n(summary.create) })} />
        <Chip color="info" variant="outlined" label={t('importExport.summaryUpdate', { n: n(summary.update) })} />
        <Chip variant="outlined" label={t('importExport.summaryUnchanged', { n: n(summary.unchanged ?? 0) })} />
        <Chip color="error" variant="outlined" label={t('importExport.summaryError', { n: n(summary.error) })} />
      </Box>
      {report.truncated ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('importExport.truncated', { n: n(report.rows.length) })}
        </Alert>
      ) : null}
      <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
        <Table size="small" stickyHeader aria-label={t('importExport.reportTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('importExport.row')}</TableCell>
              {narrow ? null : <TableCell>{t('importExport.key')}</TableCell>}
              <TableCell>{t('importExport.action')}</TableCell>
              {narrow ? null : <TableCell>{t('importExport.message')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((r) => {
              // a phone has room for two columns: the key under the row's number, the reason under its verdict
              return narrow ? (
                <TableRow key={r.row}>
                  <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere', width: '42%' }}>
                    {r.row}
                    {r.key ? (
                      <Typography variant="body2" color="text.secondary">
                        {r.key}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                    <ActionChip action={r.action} />
                    {r.message ? (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {r.message}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell>{r.key ?? ''}</TableCell>
                  <TableCell>
                    <ActionChip action={r.action} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.message ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
