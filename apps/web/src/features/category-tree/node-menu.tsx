import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TreeIndex, TreeNode } from './tree-model.ts';
import { type MovePlan, planStep } from './tree-moves.ts';
import './texts.ts';

export interface NodeMenuState {
  node: TreeNode;
  anchor: HTMLElement;
}

interface NodeMenuProps {
  index: TreeIndex;
  state: NodeMenuState | null;
  onClose(): void;
  onMove(plan: MovePlan): void;
  onMoveTo(node: TreeNode): void;
  onAddChild(node: TreeNode): void;
}

/** A node's actions: the keyboard's way to move it (no dragging needed), adding below it, its filter pages' SEO. */
export function NodeMenu({ index, state, onClose, onMove, onMoveTo, onAddChild }: NodeMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const node = state?.node;
  const up = node ? planStep(index, node.id, -1) : undefined;
  const down = node ? planStep(index, node.id, 1) : undefined;
  const item = (label: string, icon: ReactNode, action: (() => void) | undefined) => (
    <MenuItem
      disabled={!action}
      onClick={() => {
        onClose();
        action?.();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <Menu anchorEl={state?.anchor} open={state !== null} onClose={onClose}>
      {item(t('categoryTree.up'), <ArrowUpward fontSize="small" />, up && (() => onMove(up)))}
      {item(t('categoryTree.down'), <ArrowDownward fontSize="small" />, down && (() => onMove(down)))}
      {item(t('categoryTree.moveTo'), <DriveFileMoveOutlined fontSize="small" />, node && (() => onMoveTo(node)))}
      {item(t('categoryTree.addChild'), <AddOutlined fontSize="small" />, node && (() => onAddChild(node)))}
      {item(
        t('categoryTree.filterSeo'),
        <TravelExploreRounded fontSize="small" />,
        node && (() => void navigate(`/categories/${node.id}/attributes/seo`)),
      )}
    </Menu>
  );
}
