import type { ListMeta } from '@kramar/contract';
import { perPageOptions } from '@kramar/contract';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  meta: ListMeta;
  page: number;
  perPage: number;
  /** Rows on this page: where an estimated total cannot say whether another page exists. */
  shown: number;
  locale: string;
  /** `cursor` comes with "next" only: the key the next page starts after. */
  onChange(page: number, perPage: number, cursor?: string): void;
}

/** Rows per page, which rows these are ("≈" when the total is an estimate), previous and next. */
export function ListPager({ meta, page, perPage, shown, locale, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const n = (x: number) => new Intl.NumberFormat(locale).format(x);
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  const to = (page - 1) * perPage + shown;
  const estimate = meta.total_is_estimate === true;
  const hasNext = estimate ? shown === perPage : page < meta.last_page;
  let range: string;
  if (!estimate) range = t('crudList.rows', { from: n(from), to: n(to), count: n(meta.total) });
  else if (meta.total > to) {
    const key = meta.total_is_lower_bound ? 'crudList.rowsOverCount' : 'crudList.rowsEstimate';
    range = t(key, { from: n(from), to: n(to), count: n(meta.total) });
  } else range = t('crudList.rowsMore', { from: n(from), to: n(to) });

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 0.5,
        px: 2,
        py: 0.75,
        typography: 'body2',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={selectId}>{t('crudList.perPage')}</label>
        <Box
          component="select"
          id={selectId}
          value={perPage}
          onChange={(event) => onChange(1, Number(event.target.value))}
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
            cursor: 'pointer',
          }}
        >
          {perPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Box>
      </Box>
      <Box component="span" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {range}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <IconButton
          aria-label={t('crudList.previousPage')}
          disabled={page <= 1}
          onClick={() => onChange(page - 1, perPage)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label={t('crudList.nextPage')}
          disabled={!hasNext}
          onClick={() => onChange(page + 1, perPage, meta.next_cursor)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
