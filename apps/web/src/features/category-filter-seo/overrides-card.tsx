import { type FilterSeoAttribute, type FilterSeoText, filterSeoTexts, translateMessage } from '@kramar/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { blankTexts, type DraftErrors, type FilterSeoDraft } from './filter-seo-draft.ts';
import './texts.ts';
import { TextBox } from '../../components/text-box.tsx';

interface OverridesCardProps {
  attributes: FilterSeoAttribute[];
  draft: FilterSeoDraft;
  errors: DraftErrors;
  disabled: boolean;
  /** The attribute shown, the same one the preview shows. */
  attribute: number | undefined;
  onAttribute(id: number): void;
  /** A value's field took the focus: the preview follows it. */
  onValueFocus(id: number): void;
  onChange(value: number, key: FilterSeoText, text: string): void;
}

/** Texts of single values, one attribute at a time; an empty cell follows the template. */
export function OverridesCard(props: OverridesCardProps) {
  const { attributes, draft, errors, disabled, onChange } = props;
  const { t, i18n } = useTranslation();
  const attribute = attributes.find((a) => a.id === props.attribute) ?? attributes[0];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="filter-seo-overrides" sx={{ p: 3, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography id="filter-seo-overrides" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('filterSeo.overrides')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('filterSeo.overridesHint')}
          </Typography>
        </Box>
        {attributes.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('filterSeo.attribute')}
            value={attribute?.id ?? ''}
            onChange={(event) => props.onAttribute(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {attributes.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {!attribute ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('filterSeo.noAttributes')}
        </Typography>
      ) : attribute.values.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('filterSeo.noValues', { attribute: attribute.title })}
        </Typography>
      ) : (
        <Box sx={{ mt: 2, overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {/* fixed columns that wrap their text: the table fits beside the preview rather than scroll */}
          <Table size="small" aria-labelledby="filter-seo-overrides" sx={{ minWidth: 560, tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600, width: '22%' }}>{t('filterSeo.value')}</TableCell>
                {filterSeoTexts.map((key) => (
                  <TableCell key={key} sx={{ fontWeight: 600 }}>
                    {t(`filterSeo.text.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {attribute.values.map((value) => {
                const texts = draft.values[value.id] ?? blankTexts;
                return (
                  <TableRow key={value.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell component="th" scope="row" sx={{ pt: 2, overflowWrap: 'anywhere' }}>
                      {value.title}
                    </TableCell>
                    {filterSeoTexts.map((key) => {
                      const error = errors[`values.${value.id}.${key}`];
                      return (
                        <TableCell key={key} sx={{ px: 1, py: 1 }}>
                          <TextBox
                            size="small"
                            fullWidth
                            lines={{ min: 1, max: 6 }}
                            value={texts[key]}
                            placeholder={t('filterSeo.fromTemplate')}
                            disabled={disabled}
                            onFocus={() => props.onValueFocus(value.id)}
                            onChange={(event) => onChange(value.id, key, event.target.value)}
                            error={Boolean(error)}
                            helperText={error ? translateMessage(error, i18n.language) : undefined}
                            slotProps={{
                              htmlInput: {
                                'aria-label': t('filterSeo.cell', {
                                  text: t(`filterSeo.text.${key}`),
                                  value: value.title,
                                }),
                              },
                            }}
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
