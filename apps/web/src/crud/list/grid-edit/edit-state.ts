import type { Field, ResourceDef, ResourceRecord } from '@kramar/contract';
import { hryvniasToKopecks, kopecksToHryvnias } from '../../form/form-values.ts';

/**
 * What a list edited like a spreadsheet holds between saves: the changed cells by record and
 * field, and the history of edits for undo. Pure functions, so the grid stays a thin view.
 */

/** `<record id>:<field>` */
export type CellKey = string;
export const cellKey = (id: number, field: string): CellKey => `${id}:${field}`;

export interface CellChange {
  id: number;
  field: string;
  /** The saved value, to show it unchanged again and to tell a real change from a round trip. */
  before: unknown;
  value: unknown;
  /** The record's `updated_at` when its first cell was changed: the server refuses it if stale. */
  version?: unknown;
}

/** One user action (a typed cell, a pasted column): undone together. */
type Step = { key: CellKey; previous: CellChange | undefined; next: CellChange | undefined }[];

export interface EditState {
  changes: ReadonlyMap<CellKey, CellChange>;
  history: readonly Step[];
  /** Messages on cells: from the server's 422, or a pasted value that is not a number. */
  errors: ReadonlyMap<CellKey, string[]>;
}

export const emptyEdit: EditState = { changes: new Map(), history: [], errors: new Map() };

export interface CellWrite {
  row: ResourceRecord;
  field: string;
  value: unknown;
}

/** Writes cells as one undoable step; a value back at what is saved drops that cell's change. */
export function applyWrites(state: EditState, writes: readonly CellWrite[]): EditState {
  const changes = new Map(state.changes);
  const errors = new Map(state.errors);
  const step: Step = [];
  for (const { row, field, value } of writes) {
    const key = cellKey(row.id, field);
    const previous = changes.get(key);
    const before = previous ? previous.before : row[field];
    const version = previous ? previous.version : row.updated_at;
    const next = same(value, before) ? undefined : { id: row.id, field, before, value, version };
    if (same(previous?.value, next?.value) && Boolean(previous) === Boolean(next)) continue;
    step.push({ key, previous, next });
    if (next) changes.set(key, next);
    else changes.delete(key);
    errors.delete(key);
  }
  if (step.length === 0) return { ...state, errors };
  return { changes, errors, history: [...state.history, step] };
}

/** Takes back the last step, whatever it held. */
export function undo(state: EditState): EditState {
  const step = state.history.at(-1);
  if (!step) return state;
  const changes = new Map(state.changes);
  const errors = new Map(state.errors);
  for (const { key, previous } of [...step].reverse()) {
    if (previous) changes.set(key, previous);
    else changes.delete(key);
    errors.delete(key);
  }
  return { changes, errors, history: state.history.slice(0, -1) };
}

const same = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/** The rows as they would be saved: the page's records with their changed cells in place. */
export function withChanges(rows: readonly ResourceRecord[], changes: EditState['changes']): ResourceRecord[] {
  if (changes.size === 0) return [...rows];
  const byId = new Map<number, Record<string, unknown>>();
  for (const c of changes.values()) byId.set(c.id, { ...byId.get(c.id), [c.field]: c.value });
  return rows.map((row) => {
    const values = byId.get(row.id);
    return values ? { ...row, ...values } : row;
  });
}

type ChangedRow = { id: number; values: Record<string, unknown>; updated_at?: string };

/**
 * The body of `POST /api/{name}/batch/update`: one row per record, in the order they changed,
 * with the version its cells were edited from (the oldest, should a refetch have come between).
 */
export function changeSet(changes: EditState['changes']): ChangedRow[] {
  const rows = new Map<number, ChangedRow>();
  for (const change of changes.values()) {
    const row = rows.get(change.id) ?? { id: change.id, values: {} };
    row.values[change.field] = change.value;
    if (
      typeof change.version === 'string' &&
      change.version &&
      (row.updated_at === undefined || change.version < row.updated_at)
    ) {
      row.updated_at = change.version;
    }
    rows.set(change.id, row);
  }
  return [...rows.values()];
}

/**
 * A 422's `rows.<index>.<field>` back on the cells they name. What names no cell of the set (a
 * record gone: `rows.2.id`) is returned apart, to be told in the toast.
 */
export function errorsOnCells(
  sent: readonly { id: number; values: Record<string, unknown> }[],
  errors: Readonly<Record<string, string[]>>,
): { cells: Map<CellKey, string[]>; other: string[] } {
  const cells = new Map<CellKey, string[]>();
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^rows\.(\d+)\.([^.]+)/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    const field = match?.[2];
    if (row && field && field in row.values) cells.set(cellKey(row.id, field), messages);
    else if (row && field) {
      // a rule about the record (old price above price) lands on the first cell changed in it
      const first = Object.keys(row.values)[0];
      if (first) cells.set(cellKey(row.id, first), [...(cells.get(cellKey(row.id, first)) ?? []), ...messages]);
    } else other.push(...messages);
  }
  return { cells, other };
}

/** The text an editor starts with for a value (money in hryvnias with a comma). */
export function toText(field: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'money') return kopecksToHryvnias(value);
  if (field.kind === 'decimal') return String(value).replace('.', ',');
  return String(value);
}

export type Parsed = { ok: true; value: unknown } | { ok: false };

/** What was typed or pasted, as the API takes it; `ok: false` when it is no value of the kind. */
export function parseText(field: Field, text: string): Parsed {
  const trimmed = text.trim();
  switch (field.kind) {
    case 'money': {
      const { value, error } = hryvniasToKopecks(trimmed.replace(/\s*(грн|₴|uah)\.?$/i, ''));
      return typeof value === 'string' || error ? { ok: false } : { ok: true, value };
    }
    case 'integer':
    case 'decimal': {
      if (trimmed === '') return { ok: true, value: null };
      const clean = trimmed.replace(/[\s\u00a0]/g, '').replace(',', '.');
      const value = Number(clean);
      if (!/^-?\d+(\.\d+)?$/.test(clean) || !Number.isFinite(value)) return { ok: false };
      return field.kind === 'integer' && !Number.isInteger(value) ? { ok: false } : { ok: true, value };
    }
    case 'boolean': {
      const yes = ['1', 'true', 'так', 'yes', '+'];
      const no = ['0', 'false', 'ні', 'no', '-', ''];
      const lower = trimmed.toLowerCase();
      return yes.includes(lower)
        ? { ok: true, value: true }
        : no.includes(lower)
          ? { ok: true, value: false }
          : { ok: false };
    }
    case 'enum':
    case 'status':
      return field.options.includes(trimmed) ? { ok: true, value: trimmed } : { ok: false };
    default:
      return { ok: true, value: trimmed === '' ? null : trimmed };
  }
}

/** Clipboard text as a block of cells: lines, then tab-separated columns (a spreadsheet's copy). */
export function clipboardCells(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** An enum or status pasted by its label (`Опубліковано`) is taken as its code. */
export function optionByLabel(
  resource: ResourceDef,
  field: string,
  text: string,
  label: (option: string) => string,
): string | undefined {
  const declared = resource.fields[field];
  if (!declared || (declared.kind !== 'enum' && declared.kind !== 'status')) return undefined;
  const wanted = text.trim().toLowerCase();
  return declared.options.find((o) => o === text.trim() || label(o).toLowerCase() === wanted);
}

/**
 * A block pasted at a cell as the writes it makes: line by line down the rows, tab by tab across
 * the editable columns; what falls past the page's rows or columns is left out, and a value that
 * is no value of its field is named in `bad` rather than written.
 */
export function pastedWrites(
  resource: ResourceDef,
  rows: readonly ResourceRecord[],
  fields: readonly string[],
  at: { row: number; field: string },
  text: string,
  label: (field: string, option: string) => string,
): { writes: CellWrite[]; bad: CellKey[] } {
  const writes: CellWrite[] = [];
  const bad: CellKey[] = [];
  const first = fields.indexOf(at.field);
  clipboardCells(text).forEach((line, down) => {
    const row = rows[at.row + down];
    line.forEach((cell, across) => {
      const name = fields[first + across];
      const field = name ? resource.fields[name] : undefined;
      if (!row || !name || !field) return;
      const option = optionByLabel(resource, name, cell, (o) => label(name, o));
      const parsed = option ? ({ ok: true, value: option } as const) : parseText(field, cell);
      if (parsed.ok) writes.push({ row, field: name, value: parsed.value });
      else bad.push(cellKey(row.id, name));
    });
  });
  return { writes, bad };
}
