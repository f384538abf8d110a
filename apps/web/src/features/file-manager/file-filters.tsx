import GridViewRoundedIcon from '@mui/icons-material/GridViewRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { type FileSort, fileSorts } from '../../api/files.ts';
import { DateRangeFilter } from '../../crud/list/date-filter.tsx';
import { SearchBox } from '../../crud/list/search-box.tsx';
import type { FileParams } from './use-file-params.ts';
import './texts.ts';

interface FileFiltersProps {
  params: FileParams;
  onChange(next: Partial<FileParams>): void;
}

const anyType = 'any';

/** Search by name, type, upload days, order and the view: what the address keeps. */
export function FileFilters({ params, onChange }: FileFiltersProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex' }}>
        <SearchBox
          value={params.search}
          placeholder={t('fileManager.search')}
          onSearch={(search) => onChange({ search })}
        />
      </Box>
      <TextField
        select
        size="small"
        label={t('fileManager.type')}
        value={params.type ?? anyType}
        onChange={(event) =>
          onChange({ type: event.target.value === anyType ? null : (event.target.value as 'image' | 'document') })
        }
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 150px' } }}
      >
        <MenuItem value={anyType}>{t('fileManager.types.any')}</MenuItem>
        <MenuItem value="image">{t('fileManager.types.image')}</MenuItem>
        <MenuItem value="document">{t('fileManager.types.document')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('fileManager.sort')}
        value={params.sort}
        onChange={(event) => onChange({ sort: event.target.value as FileSort })}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 190px' } }}
      >
        {fileSorts.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`fileManager.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter
        label={t('fileManager.uploaded')}
        value={{ from: params.from ?? undefined, to: params.to ?? undefined }}
        onChange={({ from, to }) => onChange({ from: from ?? null, to: to ?? null })}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={params.view}
        onChange={(_event, view) => view && onChange({ view })}
        aria-label={t('fileManager.view')}
        // a phone always shows the grid: the table would not fit
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        <ToggleButton value="grid" aria-label={t('fileManager.views.grid')}>
          <GridViewRoundedIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('fileManager.views.list')}>
          <ViewListRoundedIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
