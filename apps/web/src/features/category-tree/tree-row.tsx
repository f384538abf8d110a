import ChevronRight from '@mui/icons-material/ChevronRight';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { DragEvent, MouseEvent } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { splitMatch, type TreeNode } from './tree-model.ts';
import type { DropZone } from './tree-moves.ts';
import './texts.ts';

export const rowHeight = 48;

export interface TreeRowProps {
  node: TreeNode;
  top: number;
  expanded: boolean;
  /** The row in the Tab order (the tree's one stop: its keys move within it). */
  focusable: boolean;
  /** Its siblings' count and its place among them: rows out of sight are not in the page. */
  setsize: number;
  posinset: number;
  search: string;
  /** Where a carried node would land on this row, if it may. */
  drop?: DropZone;
  dragging: boolean;
  editable: boolean;
  onToggle(id: number): void;
  onMenu(node: TreeNode, anchor: HTMLElement): void;
  onDragStart(node: TreeNode, event: DragEvent): void;
  onDragEnd(): void;
}

/** The searched text marked within a title. */
function Title({ label, search }: { label: string; search: string }) {
  const parts = splitMatch(label, search);
  if (!parts) return label;
  return (
    <>
      {parts[0]}
      {/* dark text on a pale yellow: the link's blue on a strong colour would fail contrast */}
      <Box component="mark" sx={{ bgcolor: '#fff1a8', color: 'rgba(0, 0, 0, 0.87)', borderRadius: 0.5 }}>
        {parts[1]}
      </Box>
      {parts[2]}
    </>
  );
}

/** Where the only pointer is a finger. */
const touchOnly = '@media (hover: none) and (pointer: coarse)';

/** A status chip; a dot that says it to a screen reader on a phone, where the name needs the room. */
function StatusMark({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = t(`resources.categories.options.status.${status}`, { defaultValue: status });
  const color = status === 'published' ? 'success' : 'default';
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={color}
        label={label}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      />
      <Box
        component="span"
        role="img"
        aria-label={label}
        title={label}
        sx={{
          display: { xs: 'inline-block', sm: 'none' },
          flexShrink: 0,
          width: 10,
          height: 10,
          borderRadius: '50%',
          border: 2,
          borderColor: status === 'published' ? 'success.main' : 'text.secondary',
          bgcolor: status === 'published' ? 'success.main' : 'transparent',
        }}
      />
    </>
  );
}

const dropLine = (zone: DropZone) => ({
  content: '""',
  position: 'absolute',
  left: 0,
  right: 0,
  height: 2,
  bgcolor: 'primary.main',
  ...(zone === 'before' ? { top: 0 } : { bottom: 0 }),
});

/** One node: handle, toggle, title (a link to its edit screen), status, children and its menu. */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { node, top, expanded, search, drop, dragging, editable } = props;
  const { t } = useTranslation();
  const title = node.label || t('crudList.untitled');
  const hasChildren = node.children_count > 0;
  const childrenText = t('categoryTree.children', { count: node.children_count });
  return (
    <Box
      component="li"
      role="treeitem"
      aria-level={node.depth + 1}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-setsize={props.setsize}
      aria-posinset={props.posinset}
      aria-label={title}
      tabIndex={props.focusable ? 0 : -1}
      data-node={node.id}
      data-depth={node.depth}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: rowHeight,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pr: 1,
        // deep branches indent less on a phone, so the title keeps room
        pl: { xs: `${Math.min(node.depth, 8) * 12 + 4}px`, sm: `${Math.min(node.depth, 12) * 24 + 8}px` },
        borderBottom: 1,
        borderColor: 'divider',
        opacity: dragging ? 0.5 : 1,
        bgcolor: drop === 'inside' ? 'action.selected' : undefined,
        outline: drop === 'inside' ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        // the tree's focused row: its keys act on it
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        '&::after': drop && drop !== 'inside' ? dropLine(drop) : undefined,
      }}
    >
      {editable ? (
        <IconButton
          size="small"
          draggable
          aria-label={t('categoryTree.drag', { title })}
          // a finger cannot carry an HTML drag: on a touch screen the menu's «Перемістити…» moves a node
          sx={{ cursor: 'grab', color: 'text.secondary', [touchOnly]: { display: 'none' } }}
          onDragStart={(event) => props.onDragStart(node, event)}
          onDragEnd={props.onDragEnd}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      ) : null}
      {hasChildren ? (
        <IconButton
          size="small"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'categoryTree.collapse' : 'categoryTree.expand', { title })}
          onClick={() => props.onToggle(node.id)}
        >
          {expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      <Link
        component={RouterLink}
        to={`/categories/${node.id}`}
        underline="hover"
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          // on a phone a name takes two lines of the row rather than being cut to a few letters
          '@media (max-width: 599.95px)': {
            whiteSpace: 'normal',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
          },
        }}
      >
        <Title label={title} search={search} />
      </Link>
      {node.status ? <StatusMark status={node.status} /> : null}
      <Box
        component="span"
        sx={{ color: 'text.secondary', typography: 'body2', minWidth: { xs: 24, md: 120 }, textAlign: 'right' }}
      >
        {/* the words on a wide screen, the number on a phone; a screen reader always hears the words */}
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', md: 'inline' } }}>
          {childrenText}
        </Box>
        <Box component="span" aria-hidden sx={{ display: { xs: 'inline', md: 'none' } }}>
          {node.children_count}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {childrenText}
        </Box>
      </Box>
      {editable ? (
        <IconButton
          size="small"
          aria-label={t('categoryTree.menu', { title })}
          aria-haspopup="menu"
          onClick={(event: MouseEvent<HTMLElement>) => props.onMenu(node, event.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
});
