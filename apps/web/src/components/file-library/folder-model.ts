import type { Folder } from '../../api/files.ts';

export interface FolderNode extends Folder {
  depth: number;
  /** Ids of the folders on the way down to it, the top first. */
  ancestors: number[];
}

/**
 * The flat list the server gives, in tree order (each folder followed by its subfolders, by name)
 * with its depth: what a tree, an indented select and a breadcrumb all draw from.
 */
export function folderTree(folders: readonly Folder[]): FolderNode[] {
  const children = new Map<number | null, Folder[]>();
  for (const folder of folders) {
    const list = children.get(folder.parent_id) ?? [];
    list.push(folder);
    children.set(folder.parent_id, list);
  }
  const out: FolderNode[] = [];
  const walk = (parent: number | null, ancestors: number[]) => {
    for (const folder of children.get(parent) ?? []) {
      out.push({ ...folder, depth: ancestors.length, ancestors });
      walk(folder.id, [...ancestors, folder.id]);
    }
  };
  walk(null, []);
  return out;
}

/** The folder and every folder inside it: where it may not be moved. */
export function subtreeOf(nodes: readonly FolderNode[], id: number): Set<number> {
  return new Set(nodes.filter((n) => n.id === id || n.ancestors.includes(id)).map((n) => n.id));
}
