import type { ResourceDef } from '@kramar/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../crud/list/labels.ts';
import type { ImportMode, Mapping, Upload } from './import-export-api.ts';
import './texts.ts';

const norm = (s: string) => s.trim().toLocaleLowerCase();

/** A field's label; a product's attribute (`attr:<id>`) is named by the server, as its column is. */
const labelOf = (t: TFunction, r: ResourceDef, upload: Upload, field: string): string =>
  upload.labels?.[field] ?? fieldLabel(t, r, field);

/** The server matches columns by field name; here the translated labels (the price’s Ukrainian label) are matched too. */
export function initialMapping(t: TFunction, r: ResourceDef, upload: Upload): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<string>();
  for (const column of upload.columns) {
    const suggested = upload.mapping[column];
    const field =
      suggested && !taken.has(suggested)
        ? suggested
        : upload.fields.find((f) => !taken.has(f) && norm(labelOf(t, r, upload, f)) === norm(column));
    if (field) {
      mapping[column] = field;
      taken.add(field);
    }
  }
  return mapping;
}

interface MappingStepProps {
  resource: ResourceDef;
  upload: Upload;
  mapping: Mapping;
  mode: ImportMode;
  errors?: Record<string, string[]>;
  onMapping(next: Mapping): void;
  onMode(mode: ImportMode): void;
}

/** Which field each column of the file fills ("do not import" for none), and how existing records are treated. */
export function MappingStep({ resource, upload, mapping, mode, errors, onMapping, onMode }: MappingStepProps) {
  const { t } = useTranslation();
  const used = new Set(Object.values(mapping));
  const general = errors?.mapping?.[0] ?? errors?.mode?.[0];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('importExport.mappingIntro', { file: upload.filename })}
      </Typography>
      <Table size="small" aria-label={t('importExport.mappingTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('importExport.column')}</TableCell>
            <TableCell>{t('importExport.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...new Set(upload.columns)].map((column, i) => {
            const error = errors?.[`mapping.${column}`]?.[0];
            return (
              <TableRow key={column}>
                <TableCell sx={{ fontWeight: 500 }}>{column || t('importExport.unnamed', { n: i + 1 })}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('importExport.fieldFor', { column })}
                    value={mapping[column] ?? ''}
                    error={Boolean(error)}
                    helperText={error}
                    // "do not import" shows as a choice, not as an empty box
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    onChange={(event) => {
                      const next = { ...mapping };
                      if (event.target.value) next[column] = event.target.value;
                      else delete next[column];
                      onMapping(next);
                    }}
                  >
                    <MenuItem value="">
                      <em>{t('importExport.skipColumn')}</em>
                    </MenuItem>
                    {upload.fields.map((f) => (
                      <MenuItem key={f} value={f} disabled={used.has(f) && mapping[column] !== f}>
                        {labelOf(t, resource, upload, f)}
                        {f === upload.key ? ` (${t('importExport.keyField')})` : ''}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id="import-mode">{t('importExport.mode')}</FormLabel>
        <RadioGroup aria-labelledby="import-mode" value={mode} onChange={(e) => onMode(e.target.value as ImportMode)}>
          <FormControlLabel
            value="upsert"
            control={<Radio />}
            label={t('importExport.modeUpsert', { key: upload.key ? fieldLabel(t, resource, upload.key) : '' })}
          />
          <FormControlLabel value="create" control={<Radio />} label={t('importExport.modeCreate')} />
        </RadioGroup>
      </FormControl>
      {general ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {general}
        </Typography>
      ) : null}
    </>
  );
}
