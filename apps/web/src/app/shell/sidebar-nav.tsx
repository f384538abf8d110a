import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../menu/menu-builder.ts';
import { collapsedGroupsStorageKey } from './layout-constants.ts';
import { SidebarLink } from './sidebar-link.tsx';
import { usePersistedState } from './use-persisted-state.ts';

const parseIds = (raw: string): string[] | undefined => {
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined;
};
const serializeIds = (ids: string[]) => JSON.stringify(ids);

type GroupEntry = Extract<MenuEntry, { kind: 'group' }>;

interface SidebarGroupProps {
  entry: GroupEntry;
  rail: boolean;
  expanded: boolean;
  onToggle: (id: string) => void;
}

function SidebarGroup({ entry, rail, expanded, onToggle }: SidebarGroupProps) {
  const { t } = useTranslation();
  const listId = `menu-group-${entry.id}`;
  return (
    <li>
      {rail ? (
        <Divider sx={{ mx: 2, my: 1.25 }} />
      ) : (
        <ListItemButton
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => onToggle(entry.id)}
          sx={{ mx: 1, px: 2, py: 0.25, mt: 1, minHeight: 32, color: 'text.secondary' }}
        >
          <ListItemText
            primary={t(entry.label)}
            slotProps={{
              primary: {
                noWrap: true,
                variant: 'overline',
                sx: { fontWeight: 700, letterSpacing: '0.06em', lineHeight: 1.6 },
              },
            }}
          />
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      )}
      <Collapse in={expanded} timeout="auto">
        <List id={listId} disablePadding>
          {entry.links.map((link) => (
            <li key={link.path}>
              <SidebarLink link={link} rail={rail} />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

interface SidebarNavProps {
  entries: MenuEntry[];
  rail: boolean;
}

/** The desktop menu: single links and collapsible groups; the collapsed groups are remembered. */
export function SidebarNav({ entries, rail }: SidebarNavProps) {
  const [collapsed, setCollapsed] = usePersistedState<string[]>(collapsedGroupsStorageKey, [], parseIds, serializeIds);
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((previous) => (previous.includes(id) ? previous.filter((x) => x !== id) : [...previous, id])),
    [setCollapsed],
  );
  return (
    <List sx={{ py: 1 }}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <li key={entry.link.path}>
            <SidebarLink link={entry.link} rail={rail} />
          </li>
        ) : (
          <SidebarGroup
            key={entry.id}
            entry={entry}
            rail={rail}
            expanded={!collapsed.includes(entry.id)}
            onToggle={toggle}
          />
        ),
      )}
    </List>
  );
}
