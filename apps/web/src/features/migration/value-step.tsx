import type { MigrationPreview } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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

/** Step three: for each list attribute that moves, its values and what each becomes. */
export function ValueStep({
  preview,
  onMap,
  errors,
}: {
  preview: MigrationPreview;
  onMap(from: number, to: number | null): void;
  /** The server's word on a row's choice, by source value. */
  errors: Record<number, string>;
}) {
  const { t } = useTranslation();
  const groups = preview.attributes
    .filter((a) => a.to !== null && preview.values.some((v) => v.attribute === a.from))
    .map((a) => ({
      attribute: a,
      target: preview.target_attributes.find((x) => x.id === a.to),
      values: preview.values.filter((v) => v.attribute === a.from),
    }));
  if (groups.length === 0) return <Alert severity="info">{t('migration.values.none')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{t('migration.values.intro')}</Typography>
      {groups.map(({ attribute, target, values }) => (
        <Box component="section" key={attribute.from} aria-labelledby={`migration-values-${attribute.from}`}>
          <Typography
            id={`migration-values-${attribute.from}`}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            {t('migration.values.into', { from: attribute.title, to: target?.title ?? '' })}
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('migration.values.source')}</TableCell>
                  <TableCell align="right">{t('migration.values.products')}</TableCell>
                  <TableCell>{t('migration.values.target')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {values.map((v) => (
                  <TableRow key={v.from}>
                    <TableCell>{v.title}</TableCell>
                    <TableCell align="right">{v.products}</TableCell>
                    <TableCell>
                      <TargetSelect
                        label={t('migration.values.targetFor', { title: v.title })}
                        value={v.to}
                        options={target?.values ?? []}
                        error={errors[v.from]}
                        onChange={(to) => onMap(v.from, to)}
                      />
                    </TableCell>
                    <TableCell>
                      <MatchChip matched={v.matched_by} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ))}
    </Box>
  );
}
