import { type MigrationPreview, migrationTypesFit } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MatchChip } from './match-chip.tsx';
import { TargetSelect } from './target-select.tsx';
import './texts.ts';

/** Step two: every source attribute and where it goes, pre-filled with the automatic match. */
export function AttributeStep({
  preview,
  onMap,
  errors,
}: {
  preview: MigrationPreview;
  onMap(from: number, to: number | null): void;
  /** The server's word on a row's choice, by source attribute. */
  errors: Record<number, string>;
}) {
  const { t } = useTranslation();
  if (preview.attributes.length === 0) return <Alert severity="info">{t('migration.attributes.empty')}</Alert>;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('migration.attributes.intro')}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('migration.attributes.source')}</TableCell>
              <TableCell align="right">{t('migration.attributes.products')}</TableCell>
              <TableCell>{t('migration.attributes.target')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.attributes.map((row) => (
              <TableRow key={row.from}>
                <TableCell>
                  {row.title}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {row.code} · {t(`resources.attributes.options.data_type.${row.data_type}`)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{row.products_with_value}</TableCell>
                <TableCell>
                  <TargetSelect
                    label={t('migration.attributes.targetFor', { title: row.title })}
                    value={row.to}
                    // only attributes that can hold this one's values are offered
                    options={preview.target_attributes.filter((a) => migrationTypesFit(row.data_type, a.data_type))}
                    error={errors[row.from]}
                    onChange={(to) => onMap(row.from, to)}
                  />
                </TableCell>
                <TableCell>
                  <MatchChip matched={row.matched_by} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
