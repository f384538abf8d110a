import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './grid-columns.tsx';
import { fromControl, type ListViewProps } from './list-view.ts';

interface ListCardsProps extends Omit<ListViewProps, 'sort' | 'onSort'> {
  /** The status column, shown as a chip beside the title. */
  status?: ListColumn;
}

/**
 * A phone's list: one card per row with its title, status and the few fields that matter most
 * (the columns' own priority), the row's actions behind ⋮.
 */
export function ListCards({ label, columns, status, rows, selection, titleOf, onOpen, actions }: ListCardsProps) {
  const { t } = useTranslation();
  const [title, ...fields] = columns;
  if (!title) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const checked = selection?.selected.has(row.id) ?? false;
        return (
          <Box
            component="li"
            key={row.id}
            onClick={(event) => !fromControl(event) && onOpen(row)}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              cursor: 'pointer',
              bgcolor: checked ? '#f1ebf8' : undefined,
            }}
          >
            {selection ? (
              <Checkbox
                checked={checked}
                onChange={() => selection.toggle(row.id)}
                slotProps={{ input: { 'aria-label': t('crudList.selectRow', { title: titleOf(row) }) } }}
                sx={{ ml: -1.25, mt: -0.75 }}
              />
            ) : null}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>{title.render(row)}</Box>
                {status ? <Box sx={{ flexShrink: 0 }}>{status.render(row)}</Box> : null}
              </Box>
              {fields.length > 0 ? (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    // a long label wraps rather than squeezing the value to a few letters
                    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
                    alignItems: 'baseline',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    m: 0,
                    mt: 0.75,
                    typography: 'body2',
                  }}
                >
                  {fields.map((c) => (
                    <Fragment key={c.name}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {c.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflow: 'hidden', overflowWrap: 'anywhere' }}>
                        {c.render(row) ?? '—'}
                      </Box>
                    </Fragment>
                  ))}
                </Box>
              ) : null}
            </Box>
            {actions ? <Box sx={{ flexShrink: 0, mt: -0.5 }}>{actions(row)}</Box> : null}
          </Box>
        );
      })}
    </Box>
  );
}
