import { describe, expect, it } from 'vitest';
import { folderTree, subtreeOf } from './folder-model.ts';

const folder = (id: number, parent_id: number | null, name: string) => ({ id, parent_id, name, files_count: 0 });

describe('folderTree', () => {
  it('puts each folder before its subfolders, with depth and ancestors', () => {
    const nodes = folderTree([
      folder(1, null, 'Банери'),
      folder(2, 3, 'Літо'),
      folder(3, null, 'Фото'),
      folder(4, 2, 'Червень'),
    ]);
    expect(nodes.map((n) => [n.name, n.depth])).toEqual([
      ['Банери', 0],
      ['Фото', 0],
      ['Літо', 1],
      ['Червень', 2],
    ]);
    expect(nodes.at(-1)?.ancestors).toEqual([3, 2]);
    expect([...subtreeOf(nodes, 3)].sort()).toEqual([2, 3, 4]);
  });
});
