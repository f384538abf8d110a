import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ElementType } from 'react';
import type { PaletteItem, PaletteKind } from './search-model.ts';

export interface PaletteGroup {
  id: string;
  label: string;
  items: readonly PaletteItem[];
}

const kindIcons: Record<PaletteKind, ElementType> = {
  section: DescriptionOutlined,
  action: AddCircleOutlined,
  record: DescriptionOutlined,
  recent: History,
};

interface PaletteResultsProps {
  listId: string;
  label: string;
  groups: readonly PaletteGroup[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onRun: (item: PaletteItem) => void;
}

/**
 * A listbox of groups of options; focus stays in the input (aria-activedescendant), so the
 * options are clicked or chosen with the arrows, never tabbed to.
 */
export function PaletteResults({ listId, label, groups, activeIndex, optionId, onHover, onRun }: PaletteResultsProps) {
  let index = -1;
  return (
    <Box
      id={listId}
      role="listbox"
      aria-label={label}
      sx={{ maxHeight: { xs: '65vh', sm: '55vh' }, overflowY: 'auto', py: groups.length ? 0.5 : 0 }}
    >
      {groups.map((group) => {
        const headerId = `${listId}-${group.id}`;
        return (
          <Box key={group.id} role="group" aria-labelledby={headerId}>
            <ListSubheader id={headerId} component="div" role="presentation" sx={{ lineHeight: '32px' }}>
              {group.label}
            </ListSubheader>
            {group.items.map((item) => {
              index += 1;
              const at = index;
              const Icon = item.kind === 'recent' ? kindIcons.recent : (item.icon ?? kindIcons[item.kind]);
              return (
                <ListItemButton
                  key={item.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === activeIndex}
                  selected={at === activeIndex}
                  tabIndex={-1}
                  onMouseMove={() => at !== activeIndex && onHover(at)}
                  onClick={() => onRun(item)}
                  sx={{ mx: 1, borderRadius: 1, py: 0.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={item.label}
                    secondary={item.hint}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    sx={{ my: 0.25, minWidth: 0, display: { sm: 'flex' }, alignItems: 'baseline', gap: 1 }}
                  />
                </ListItemButton>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
