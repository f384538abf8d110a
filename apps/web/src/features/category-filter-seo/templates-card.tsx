import {
  type FilterSeoText,
  type FilterSeoTexts,
  filterSeoLimits,
  filterSeoPlaceholders,
  filterSeoTexts,
  translateMessage,
} from '@kramar/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftErrors } from './filter-seo-draft.ts';
import './texts.ts';
import { TextBox } from '../../components/text-box.tsx';

interface TemplatesCardProps {
  templates: FilterSeoTexts;
  errors: DraftErrors;
  disabled: boolean;
  onChange(key: FilterSeoText, text: string): void;
}

/** The three templates; a placeholder chip types its placeholder where the cursor was. */
export function TemplatesCard({ templates, errors, disabled, onChange }: TemplatesCardProps) {
  const { t, i18n } = useTranslation();
  const inputs = useRef<Partial<Record<FilterSeoText, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const last = useRef<FilterSeoText>('h1');

  const insert = (placeholder: string) => {
    const key = last.current;
    const input = inputs.current[key];
    const text = templates[key];
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const token = `{${placeholder}}`;
    onChange(key, text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="filter-seo-templates" sx={{ p: 3 }}>
      <Typography id="filter-seo-templates" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('filterSeo.templates')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('filterSeo.templatesHint')}
      </Typography>
      <Box
        role="group"
        aria-label={t('filterSeo.placeholders')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('filterSeo.placeholders')}:
        </Typography>
        {filterSeoPlaceholders.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            disabled={disabled}
            label={`{${name}}`}
            title={t(`filterSeo.placeholder.${name}`)}
            aria-label={t('filterSeo.insert', {
              placeholder: `{${name}}`,
              meaning: t(`filterSeo.placeholder.${name}`),
            })}
            // the field keeps its cursor: the chip takes no focus on press
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(name)}
            sx={{ fontFamily: 'monospace' }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {filterSeoTexts.map((key) => {
          const error = errors[`templates.${key}`];
          const max = filterSeoLimits[key];
          return (
            <TextBox
              key={key}
              id={`filter-seo-${key}`}
              label={t(`filterSeo.text.${key}`)}
              value={templates[key]}
              onChange={(event) => onChange(key, event.target.value)}
              onFocus={() => {
                last.current = key;
              }}
              inputRef={(el: HTMLInputElement | HTMLTextAreaElement | null) => {
                inputs.current[key] = el;
              }}
              disabled={disabled}
              lines={key === 'meta_description' ? { min: 2 } : undefined}
              error={Boolean(error)}
              helperText={error ? translateMessage(error, i18n.language) : `${templates[key].length} / ${max}`}
              slotProps={{ htmlInput: { spellCheck: true } }}
              fullWidth
            />
          );
        })}
      </Box>
    </Paper>
  );
}
