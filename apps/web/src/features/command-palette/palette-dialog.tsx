import ukTexts from 'virtual:uk-texts/menu,palette';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { labelKeys, resources, screenPaths } from '../../crud/registry.ts';
import { menu as enMenu, palette as enPalette } from '../../i18n/en.json';
import {
  actionItems,
  bundleLookup,
  hereItems,
  type PaletteMenuEntry,
  searchableResources,
  sectionItems,
} from './palette-catalog.ts';
import { type PaletteGroup, PaletteResults } from './palette-results.tsx';
import { readRecent, recentItems, rememberPlace } from './recent-places.ts';
import { type PaletteItem, rankItems } from './search-model.ts';
import { useRecordSearch } from './use-record-search.ts';

// Both languages' labels are matched whatever the interface speaks (a few kB, in this lazy chunk only).
const lookups = [bundleLookup(ukTexts), bundleLookup({ menu: enMenu, palette: enPalette })];
const allLabels = (key: string) => lookups.flatMap((lookup) => lookup(key) ?? []);

interface PaletteDialogProps {
  open: boolean;
  onClose: () => void;
  menu: readonly PaletteMenuEntry[];
}

export function PaletteDialog({ open, onClose, menu }: PaletteDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const ids = { title: useId(), list: useId(), status: useId() };

  const sections = useMemo(() => sectionItems(menu, t, allLabels), [menu, t]);
  const actions = useMemo(() => actionItems(resources, user, sections, t, allLabels), [user, sections, t]);
  const here = useMemo(() => hereItems(pathname, user, t, allLabels), [pathname, user, t]);
  const searchable = useMemo(() => searchableResources(resources, user), [user]);
  const records = useRecordSearch(open ? text : '', searchable);
  const recent = useMemo(
    () => (open ? recentItems(readRecent(), [...sections, ...actions]) : []),
    [open, sections, actions],
  );

  const groups = useMemo((): PaletteGroup[] => {
    if (!text.trim()) {
      return [
        { id: 'recent', label: t('palette.groups.recent'), items: recent },
        { id: 'main', label: t('palette.groups.main'), items: [...here, ...actions.slice(0, 5)] },
      ].filter((g) => g.items.length > 0);
    }
    const recordGroups = records.groups.map(({ resource, options }) => ({
      id: `records:${resource.name}`,
      label: t(labelKeys.title(resource)),
      items: options.map(
        (option): PaletteItem => ({
          id: `record:${resource.name}:${option.id}`,
          kind: 'record',
          path: screenPaths.edit(resource, option.id),
          label: option.label || t('palette.untitled'),
          hint: t(labelKeys.one(resource)),
          terms: [option.label],
        }),
      ),
    }));
    return [
      { id: 'sections', label: t('palette.groups.sections'), items: rankItems(text, sections, 8) },
      { id: 'actions', label: t('palette.groups.actions'), items: rankItems(text, [...here, ...actions], 5) },
      ...recordGroups,
    ].filter((g) => g.items.length > 0);
  }, [text, sections, actions, here, recent, records.groups, t]);

  const flat = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));
  const optionId = (index: number) => `${ids.list}-${index}`;

  useEffect(() => {
    if (open) return;
    setText('');
  }, [open]);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const run = (item: PaletteItem | undefined) => {
    if (!item) return;
    if (!item.id.startsWith('here:')) rememberPlace(item);
    onClose();
    void navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = flat.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(flat[activeIndex]);
    }
  };

  const status = records.pending
    ? t('palette.searching')
    : text.trim() && flat.length === 0
      ? t('palette.nothing', { text: text.trim() })
      : text.trim()
        ? t('palette.results', { count: flat.length })
        : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={ids.title}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          sx: {
            mt: { xs: 2, sm: '10vh' },
            mx: { xs: 1, sm: 4 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <Typography id={ids.title} component="h2" sx={visuallyHidden}>
        {t('palette.title')}
      </Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // a new text starts at the best match again
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('palette.title'),
            'aria-expanded': flat.length > 0,
            'aria-controls': ids.list,
            'aria-autocomplete': 'list',
            'aria-describedby': ids.status,
            'aria-activedescendant': flat.length > 0 ? optionId(activeIndex) : undefined,
          }}
          sx={{ fontSize: 18, py: 0.5 }}
        />
      </Box>
      <PaletteResults
        listId={ids.list}
        label={t('palette.title')}
        groups={groups}
        activeIndex={activeIndex}
        optionId={optionId}
        onHover={setActive}
        onRun={run}
      />
      <Box
        sx={{ display: 'flex', gap: 2, px: 2, py: 1, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
      >
        <Typography id={ids.status} role="status" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
          {status || t('palette.emptyHint')}
        </Typography>
        <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {t('palette.keysHint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
