import { readFile } from 'node:fs/promises';
import { AppError, requestMessages } from './errors.ts';

/** A file the multipart parser streamed to a temporary file, removed when the request ends. */
export interface TempFile {
  path: string;
  size: number;
}

/**
 * A file that arrived in a multipart body. Its bytes stay on disk until a route that has
 * checked the caller and the size asks for them (tests and tools may hand over a Buffer).
 */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    private readonly source: Buffer | TempFile,
  ) {}

  get size(): number {
    return Buffer.isBuffer(this.source) ? this.source.length : this.source.size;
  }

  /** Where the bytes are on disk, when they are. */
  get path(): string | undefined {
    return Buffer.isBuffer(this.source) ? undefined : this.source.path;
  }

  read(): Promise<Buffer> {
    return Buffer.isBuffer(this.source) ? Promise.resolve(this.source) : readFile(this.source.path);
  }
}

export type FieldValue = string | UploadedFile;
type Node = FieldValue | Node[] | { [key: string]: Node };

const maxDepth = 8;
const maxIndex = 1000;
const forbidden = new Set(['__proto__', 'constructor', 'prototype']);

const bad = (name: string): AppError => new AppError(400, requestMessages.fieldName(name));

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; `a[]` → ['a', '']. */
export function splitFieldName(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) throw bad(name);
  const rest = match[2] ? [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '') : [];
  const path = [match[1], ...rest];
  if (path.length > maxDepth || path.some((p) => forbidden.has(p))) throw bad(name);
  return path;
}

const isContainer = (v: Node | undefined): v is Node[] | { [key: string]: Node } =>
  typeof v === 'object' && v !== null && !(v instanceof UploadedFile);

/**
 * Turns flat form fields (`name[key]`, `a[0][b]`, `tags[]`) into the nested object the JSON
 * body would have been. Later plain keys win, as in HTML forms; gaps in arrays close up.
 */
export function nestFields(entries: Iterable<readonly [string, FieldValue]>): Record<string, Node> {
  const root: Record<string, Node> = Object.create(null);
  for (const [name, value] of entries) {
    const path = splitFieldName(name);
    let parent: Record<string, Node> | Node[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string;
      const last = i === path.length - 1;
      const next = path[i + 1];
      let key: string | number = segment;
      if (Array.isArray(parent)) {
        if (segment === '') key = parent.length;
        else if (/^\d+$/.test(segment) && Number(segment) <= maxIndex) key = Number(segment);
        else throw bad(name);
      } else if (segment === '') throw bad(name);
      const slot = parent as Record<string | number, Node | undefined>;
      if (last) {
        slot[key] = value;
        break;
      }
      const wantArray = next === '' || /^\d+$/.test(next ?? '');
      const existing = slot[key];
      if (existing === undefined) {
        slot[key] = wantArray ? [] : Object.create(null);
      } else if (!isContainer(existing) || Array.isArray(existing) !== wantArray) {
        throw bad(name);
      }
      parent = slot[key] as Record<string, Node> | Node[];
    }
  }
  return compact(root) as Record<string, Node>;
}

function compact(node: Node): Node {
  if (Array.isArray(node)) return node.filter((v) => v !== undefined).map(compact);
  if (isContainer(node)) {
    const out: Record<string, Node> = {};
    for (const [k, v] of Object.entries(node)) out[k] = compact(v);
    return out;
  }
  return node;
}
