import type { DragEvent } from 'react';

/** Files of the list dragged onto a folder travel as their ids under a type of our own. */
const type = 'application/x-kramar-files';

export function startFileDrag(event: DragEvent, ids: number[]): void {
  event.dataTransfer.setData(type, JSON.stringify(ids));
  event.dataTransfer.effectAllowed = 'move';
}

/**
 * The ids being dragged, or undefined when the drag carries something else. During a drag over
 * a target the data is hidden from scripts, only its type shows: `peek` asks for that alone.
 */
export function draggedFiles(event: DragEvent, peek: true): boolean;
export function draggedFiles(event: DragEvent): number[] | undefined;
export function draggedFiles(event: DragEvent, peek?: true): number[] | boolean | undefined {
  const has = [...event.dataTransfer.types].includes(type);
  if (peek) return has;
  if (!has) return undefined;
  try {
    const ids: unknown = JSON.parse(event.dataTransfer.getData(type));
    return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
  } catch {
    return undefined;
  }
}
