import type { ResourceDef, SavedView } from '@kramar/contract';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../api/notify.ts';
import { useCurrentUser } from '../../../api/session.ts';
import { LazyConfirmDialog } from '../../../components/lazy-dialogs.ts';
import { useNextRender } from '../../../lib/use-next-render.ts';
import type { ListQuery } from '../../resource-api.ts';
import { parseListQuery } from '../list-query.ts';
import { reportFailure } from '../report-failure.ts';
import { createView, deleteView, savedViewKeys, savedViewsQuery, updateView } from './saved-views-api.ts';
import { selectedTab, viewQuery } from './view-state.ts';

// the dialogs come with the click that opens them
const ViewNameDialog = lazy(() => import('./view-name-dialog.tsx').then((m) => ({ default: m.ViewNameDialog })));

interface SavedViewTabsProps {
  resource: ResourceDef;
  query: ListQuery;
  /** The columns the user chose, or null while the list fits its own. */
  columns: string[] | null;
  onApply(query: ListQuery, columns: string[] | null): void;
}

/** A dialog stays mounted while it closes (so it animates); `n` gives each opening a fresh form. */
interface Opened {
  view?: SavedView;
  open: boolean;
  n: number;
}

/**
 * Tabs above a list (issue 12 point 15): "all records", then the user's views and the shared ones.
 * A tab restores filters, sort and columns; the current state is saved under a name, kept into the
 * view it came from, renamed or deleted from the tab's menu. MUI's Tabs measure their tabs after
 * every render they get, which makes the browser lay the page out there and then: the list's own
 * redraws (rows arriving, a selection) do not reach them.
 */
export const SavedViewTabs = memo(function SavedViewTabs({ resource, query, columns, onApply }: SavedViewTabsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const views = useQuery(savedViewsQuery(resource)).data ?? [];
  const [lastOpened, setLastOpened] = useState<number | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState<Opened | null>(null);
  const [deleting, setDeleting] = useState<Opened | null>(null);
  const drawn = useNextRender();

  const current = viewQuery(resource, query);
  const { tab, changed } = selectedTab(views, current, columns, lastOpened);
  const active = typeof tab === 'number' ? views.find((v) => v.id === tab) : undefined;
  const canEdit = Boolean(active?.mine);
  const canDelete = Boolean(active && (active.mine || (active.shared && user?.owner)));

  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.of(resource) });
  const opener = (set: typeof setNaming) => (view?: SavedView) => {
    setMenuAnchor(null);
    set((before) => ({ view, open: true, n: (before?.n ?? 0) + 1 }));
  };
  const openNaming = opener(setNaming);
  const openDeleting = opener(setDeleting);
  const close = (set: typeof setNaming) => () => set((before) => before && { ...before, open: false });
  const apply = (view: SavedView | undefined) => {
    setLastOpened(view?.id ?? null);
    if (!view) return onApply({ page: 1, perPage: query.perPage, filter: {} }, null);
    onApply(parseListQuery(resource, new URLSearchParams(view.query)), view.columns);
  };

  const keep = useMutation({
    mutationFn: (view: SavedView) => updateView(view.id, { query: current, columns }),
    onSuccess: async () => {
      notifySuccess(t('savedViews.updated'));
      await refresh();
    },
    onError: reportFailure,
  });
  const share = useMutation({
    mutationFn: (view: SavedView) => updateView(view.id, { shared: !view.shared }),
    onSuccess: async (view) => {
      notifySuccess(t(view.shared ? 'savedViews.sharedNow' : 'savedViews.privateNow'));
      await refresh();
    },
    onError: reportFailure,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteView(view.id),
    onSuccess: async () => {
      notifySuccess(t('savedViews.deleted'));
      close(setDeleting)();
      await refresh();
    },
    onError: reportFailure,
  });

  const saveNew = async (name: string, shared: boolean) => {
    const view = await createView({ resource: resource.name, name, query: current, columns, shared });
    notifySuccess(t('savedViews.saved'));
    setLastOpened(view.id);
    close(setNaming)();
    await refresh();
  };
  const rename = async (view: SavedView, name: string) => {
    await updateView(view.id, { name });
    notifySuccess(t('savedViews.renamed'));
    close(setNaming)();
    await refresh();
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      {drawn ? (
        <Tabs
          value={tab}
          onChange={(_e, value: number | 'all') =>
            apply(value === 'all' ? undefined : views.find((v) => v.id === value))
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('savedViews.tabs')}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 40,
            // tabs of a fixed height, so the room kept before they come is theirs to the pixel
            '& .MuiTab-root': { minHeight: 40, py: 1, textTransform: 'none' },
          }}
        >
          <Tab value="all" label={t('savedViews.all')} />
          {views.map((view) => (
            <Tab
              key={view.id}
              value={view.id}
              icon={
                view.shared ? <GroupsOutlined fontSize="small" titleAccess={t('savedViews.sharedHint')} /> : undefined
              }
              iconPosition="start"
              label={view.id === tab && changed ? `${view.name} · ${t('savedViews.changed')}` : view.name}
            />
          ))}
        </Tabs>
      ) : (
        <Box sx={{ flex: 1, minHeight: 40 }} />
      )}
      {active && (canEdit || canDelete) ? (
        <IconButton
          size="small"
          aria-label={t('savedViews.menu', { name: active.name })}
          aria-haspopup="menu"
          onClick={(e) => setMenuAnchor(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      ) : null}
      <Button
        size="small"
        startIcon={<BookmarkAddOutlined />}
        onClick={() => openNaming()}
        disabled={tab !== false && !changed}
        aria-label={t('savedViews.save')}
        // on a phone the icon alone leaves the tabs their room
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('savedViews.save')}
        </Box>
      </Button>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor && active)} onClose={() => setMenuAnchor(null)}>
        {active && canEdit && changed ? (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              keep.mutate(active);
            }}
          >
            {t('savedViews.keep', { name: active.name })}
          </MenuItem>
        ) : null}
        {active && canEdit ? <MenuItem onClick={() => openNaming(active)}>{t('savedViews.rename')}</MenuItem> : null}
        {active && canEdit && user?.owner ? (
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              share.mutate(active);
            }}
          >
            {t(active.shared ? 'savedViews.unshare' : 'savedViews.shareAction')}
          </MenuItem>
        ) : null}
        {active && canDelete ? (
          <MenuItem onClick={() => openDeleting(active)} sx={{ color: 'error.main' }}>
            {t('savedViews.delete')}
          </MenuItem>
        ) : null}
      </Menu>
      {naming ? (
        <Suspense fallback={null}>
          <ViewNameDialog
            key={naming.n}
            open={naming.open}
            title={t(naming.view ? 'savedViews.renameTitle' : 'savedViews.saveTitle')}
            confirmLabel={t(naming.view ? 'savedViews.rename' : 'savedViews.saveConfirm')}
            initialName={naming.view?.name ?? ''}
            canShare={!naming.view && Boolean(user?.owner)}
            onSubmit={(name, shared) => (naming.view ? rename(naming.view, name) : saveNew(name, shared))}
            onClose={close(setNaming)}
          />
        </Suspense>
      ) : null}
      {deleting?.view ? (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={deleting.open}
            title={t('savedViews.deleteTitle', { name: deleting.view.name })}
            text={t('savedViews.deleteText')}
            confirmLabel={t('savedViews.deleteConfirm')}
            destructive
            busy={remove.isPending}
            onConfirm={() => deleting.view && remove.mutate(deleting.view)}
            onClose={close(setDeleting)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
});
