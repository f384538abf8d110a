import type { ResourceDef } from '@kramar/contract';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../resource-api.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { chooserColumns } from './columns.ts';
import { FilterChips } from './filter-chips.tsx';
import { fieldLabel } from './labels.ts';
import { listExtensionFor } from './list-extensions.ts';
import { activeFilterCount, filterableFields, isSearchable } from './list-query.ts';
import { SearchBox } from './search-box.tsx';

// The filter inputs (selects, reference autocompletes) come when first shown: most lists fold
// them behind a button.
const FilterControls = lazy(() => import('./filter-controls.tsx').then((m) => ({ default: m.FilterControls })));

interface ListToolbarProps {
  resource: ResourceDef;
  query: ListQuery;
  onQueryChange(next: ListQuery): void;
  columns: readonly string[];
  onToggleColumn(name: string): void;
}

/** Search, filters and the column chooser above the grid; wraps onto more lines when narrow. */
export function ListToolbar({ resource, query, onQueryChange, columns, onToggleColumn }: ListToolbarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // a feature's extra filters count as a few more: they fold with the rest
  const filterCount = filterableFields(resource).length + (listExtensionFor(resource.name)?.filters ? 3 : 0);
  // Many filters (or a phone) would push the list below the fold: they fold behind a button,
  // open from the start when one is already in use.
  const foldable = filterCount > 0 && (phone || filterCount > 2);
  const [open, setOpen] = useState(() => activeFilterCount(query) > 0);
  const panelId = useId();
  const chooser = chooserColumns(resource).map((name) => ({
    name,
    label: fieldLabel(t, resource, name),
    locked: name === resource.titleField,
  }));
  const controls = (
    <Suspense fallback={null}>
      <FilterControls resource={resource} query={query} onQueryChange={onQueryChange} />
    </Suspense>
  );
  return (
    <Box
      role="search"
      aria-label={t('crudList.filtersLabel')}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {isSearchable(resource) ? (
          <SearchBox
            // names the columns the search looks in, as the server searches them; a resource whose
            // server searches more (a module's search hook) says so at `resources.<name>.search`
            placeholder={t(`resources.${resource.name}.search`, {
              defaultValue: Object.entries(resource.fields)
                .filter(([, f]) => f.searchable)
                .map(([name]) => fieldLabel(t, resource, name))
                .join(', '),
            })}
            value={query.search ?? ''}
            onSearch={(search) => onQueryChange({ ...query, search: search || undefined, page: 1 })}
          />
        ) : null}
        {foldable ? (
          <Button
            variant={open ? 'contained' : 'outlined'}
            color={open ? 'primary' : 'inherit'}
            startIcon={<FilterListOutlined />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            sx={{ borderColor: 'divider', flexShrink: 0 }}
          >
            {t('crudList.filters')}
            {activeFilterCount(query) > 0 ? ` (${activeFilterCount(query)})` : null}
          </Button>
        ) : (
          controls
        )}
        <Box sx={{ ml: 'auto' }}>
          <ColumnChooser columns={chooser} visible={columns} onToggle={onToggleColumn} />
        </Box>
      </Box>
      {foldable ? (
        <Collapse in={open} id={panelId} unmountOnExit>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pt: 0.5 }}>{controls}</Box>
        </Collapse>
      ) : null}
      <FilterChips resource={resource} query={query} onQueryChange={onQueryChange} />
    </Box>
  );
}
