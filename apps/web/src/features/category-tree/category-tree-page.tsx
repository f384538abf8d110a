import { can, type ResourceDef, writeScope } from '@kramar/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, GridSkeleton, NoMatchesState } from '../../crud/list/list-states.tsx';
import { SearchBox } from '../../crud/list/search-box.tsx';
import { resources } from '../../crud/registry.ts';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { MoveToDialog } from './move-to-dialog.tsx';
import { NodeMenu, type NodeMenuState } from './node-menu.tsx';
import { treeQuery } from './tree-api.ts';
import { TreeEmpty } from './tree-empty.tsx';
import { indexTree, parentIds, searchTree, type TreeNode, visibleRows } from './tree-model.ts';
import { TreeView } from './tree-view.tsx';
import { useTreeMove } from './use-tree-move.tsx';
import './texts.ts';

const CreateDialog = lazy(() =>
  import('../../crud/create/create-dialog.tsx').then((m) => ({ default: m.CreateDialog })),
);

const categories = resources.find((r) => r.name === 'categories') as ResourceDef;

/** /categories-tree: the whole catalogue tree, its order and nesting changed by dragging or from a menu. */
export function CategoryTreePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const editable = can(user, writeScope(categories));
  const tree = useQuery(treeQuery);
  const index = useMemo(() => (tree.data ? indexTree(tree.data) : undefined), [tree.data]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const found = useMemo(() => (index ? searchTree(index, search) : undefined), [index, search]);
  const rows = useMemo(() => (index ? visibleRows(index, expanded, found) : []), [index, expanded, found]);
  const [menu, setMenu] = useState<NodeMenuState | null>(null);
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const [creating, setCreating] = useState<{ parent: number | null } | null>(null);
  const [createMounted, setCreateMounted] = useState(false);
  const { requestMove, confirm, saving } = useTreeMove(index);

  // a search opens the branches its matches are in
  useEffect(() => {
    if (found && found.reveal.size > 0) setExpanded((open) => new Set([...open, ...found.reveal]));
  }, [found]);

  const onToggle = useCallback(
    (id: number) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const onMenu = useCallback((node: TreeNode, anchor: HTMLElement) => setMenu({ node, anchor }), []);
  const create = (parent: number | null) => {
    setCreateMounted(true);
    setCreating({ parent });
  };

  let body: ReactNode;
  if (!tree.data && tree.isError) {
    body = <ErrorState onRetry={() => void tree.refetch()} retrying={tree.isFetching} />;
  } else if (!index) {
    body = <GridSkeleton rows={8} label={t('common.loading')} />;
  } else if (index.nodes.length === 0) {
    body = <TreeEmpty onCreate={editable ? () => create(null) : undefined} />;
  } else if (found && found.matches.size === 0) {
    body = <NoMatchesState onClear={() => setText('')} />;
  } else {
    body = (
      <TreeView
        label={t('routes.CategoriesTree')}
        index={index}
        rows={rows}
        expanded={expanded}
        search={search}
        editable={editable && !saving}
        onToggle={onToggle}
        onMenu={onMenu}
        onMove={requestMove}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t(routeTitleKey('CategoriesTree'))}
        subtitle={
          index ? (
            t('categoryTree.total', { count: index.nodes.length })
          ) : (
            <Skeleton width={96} sx={{ display: 'inline-block' }} />
          )
        }
        actions={
          editable ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => create(null)}>
              {t('categoryTree.create')}
            </Button>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
          <SearchBox value={text} placeholder={t('categoryTree.searchPlaceholder')} onSearch={setText} />
          {/* shown once the tree is there: buttons that turn from disabled to enabled fade their
              colour, and were caught mid-fade as low contrast */}
          {index ? (
            <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
              <Button size="small" onClick={() => setExpanded(parentIds(index))}>
                {t('categoryTree.expandAll')}
              </Button>
              <Button size="small" onClick={() => setExpanded(new Set())}>
                {t('categoryTree.collapseAll')}
              </Button>
            </Box>
          ) : null}
        </Box>
        <Box sx={{ height: 4 }}>{saving || (tree.isFetching && index) ? <LinearProgress /> : null}</Box>
        {body}
      </Paper>
      {index ? (
        <>
          <NodeMenu
            index={index}
            state={menu}
            onClose={() => setMenu(null)}
            onMove={requestMove}
            onMoveTo={setMoving}
            onAddChild={(node) => create(node.id)}
          />
          <MoveToDialog
            index={index}
            node={moving}
            onClose={() => setMoving(null)}
            onMove={(plan) => requestMove(plan, true)}
          />
        </>
      ) : null}
      {confirm}
      {createMounted ? (
        <Suspense fallback={null}>
          <CreateDialog
            resource={categories}
            open={creating !== null}
            onClose={() => setCreating(null)}
            preset={{ parent: creating?.parent ?? null }}
            then="offer"
            onCreated={(record) => {
              // the new node is shown where it went
              const parent = typeof record.parent === 'number' ? record.parent : null;
              if (parent !== null) setExpanded((open) => new Set([...open, parent]));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
