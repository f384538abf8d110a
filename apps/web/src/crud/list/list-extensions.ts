import type { ListMeta, ResourceDef, ResourceRecord } from '@kramar/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadableLazy, preloadLazy } from '../../lib/preloadable-lazy.ts';
import type { ListQuery } from '../resource-api.ts';

export interface ListExtensionProps {
  resource: ResourceDef;
}

/** The page header's actions, which act on the list as it stands (an export, a sync of what is found). */
export interface ListActionsProps extends ListExtensionProps {
  /** What the list found under its current query; undefined while that is still loading. */
  found?: ListMeta;
}

/** Actions on the rows chosen with the checkboxes, beside the generic ones of the bulk bar. */
export interface BulkActionsProps extends ListExtensionProps {
  ids: readonly number[];
  /** The action is done: the selection is let go. */
  onDone(): void;
}

/** Actions of one row, before the generic edit and delete. */
export interface RowActionsExtensionProps extends ListExtensionProps {
  row: ResourceRecord;
  title: string;
  /** The record left the list (approved, rejected): the side panel showing it closes. */
  onDone?(): void;
  /** Shown at the top of the record's side panel, where there is room for words, not just icons. */
  inPanel?: boolean;
  /**
   * In the side panel: saves what is typed in its form first (false: refused, the form says why),
   * so an action works on the record as the person sees it.
   */
  saveFirst?(): Promise<boolean>;
}

/** Filter inputs beyond the declared fields, working on the list's query like the generic ones. */
export interface FilterControlsProps extends ListExtensionProps {
  query: ListQuery;
  onQueryChange(next: ListQuery): void;
}

/** The chip of one such filter, in the row of active filters. */
export interface FilterChipProps extends ListExtensionProps {
  name: string;
  value: ListQuery['filter'][string];
  onDelete(): void;
}

/** One cell of a column a feature draws itself (a status in its own colour, a number with its date). */
export interface CellProps extends ListExtensionProps {
  row: ResourceRecord;
  name: string;
  /** Where the row's record opens: a title cell drawn by a feature links there. */
  to: string;
}

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;
type Extension = Lazy<ListExtensionProps>;

/**
 * What a resource adds to its generic list (DESIGN §3: beside the generic part, never a copy).
 * Each piece is its own chunk, fetched only when that resource's list is shown.
 */
export interface ListExtension {
  /** Buttons in the page header, before the primary "create" (each checks its own scope). */
  actions?: Lazy<ListActionsProps>;
  /** A panel between the page header and the grid. */
  panel?: Extension;
  /** More actions on the selected rows (each checks its own scope). */
  bulkActions?: Lazy<BulkActionsProps>;
  /** More actions on one row, in its actions column and in its side panel. */
  rowActions?: Lazy<RowActionsExtensionProps>;
  /** How much wider they make the actions column: two icons by default, one is 40. */
  rowActionsWidth?: number;
  /**
   * Filters beyond the declared fields: `keys` says which `filter[<key>]` names (and their
   * `[from]`/`[to]`) the list keeps in its address and sends to the API (the server must accept
   * them too); `controls` are their inputs (shown before the generic ones), `chip` shows one of them while it is active.
   */
  filters?: {
    keys: RegExp;
    controls: Lazy<FilterControlsProps>;
    chip: Lazy<FilterChipProps>;
    /** Declared filterable fields whose generic input and chip these replace (a tree picker for a reference). */
    replaces?: readonly string[];
  };
  /**
   * Where a row opens for someone who may read the records but not change them (a read-only
   * card instead of a form they cannot save); by default, the edit screen in its read-only state.
   */
  readerPath?: (id: number) => string;
  /**
   * The fields its cells and row actions read beyond the columns shown (an order's date under its
   * number). The list asks the API only for what it shows (issue 32), but a feature with cells or
   * row actions that does not say what they read gets every field.
   */
  rowFields?: readonly string[];
  /** Cells drawn by the feature instead of the generic ones, by column name. */
  cells?: Readonly<Record<string, Lazy<CellProps>>>;
  /**
   * The columns a first visit shows instead of every declared list field, in this order, which is
   * also their importance: the last are left out first when not all fit.
   */
  columns?: readonly string[];
}

/**
 * One named export of a feature module, as a lazy extension. Pieces other than `actions` and
 * `panel` take props of their own: name them, `lazyNamed<'Name', BulkActionsProps>(…)`.
 */
export const lazyNamed = <K extends string, P = ListExtensionProps>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Lazy<P> => preloadableLazy(() => load().then((m) => m[name]));

/**
 * Loads what a list draws at once with its screen (the list route awaits it): its header actions
 * and panel above the rows, and a feature's cells and row actions in them. Drawn later, any of them
 * would push the list about: a button beside the create button wraps to a new line on a phone, and
 * an order's number cell, two lines high, grew each card under the first screenful of a phone.
 */
export async function preloadListDrawn(resource: string): Promise<void> {
  const { actions, panel, rowActions, cells } = extensions.get(resource) ?? {};
  await Promise.all([actions, panel, rowActions, ...Object.values(cells ?? {})].map((piece) => preloadLazy(piece)));
}

const extensions = new Map<string, ListExtension>();

/** The actions column's width: edit and delete, and a feature's own buttons beside them. */
export function actionsColumnWidth(resource: string): number {
  const extension = extensions.get(resource);
  return 96 + (extension?.rowActions ? (extension.rowActionsWidth ?? 88) : 0);
}

/** Features register what they add to a resource's list; the engine never imports a feature (DESIGN §3). */
export function registerListExtension(resource: string, extension: ListExtension): void {
  extensions.set(resource, { ...extensions.get(resource), ...extension });
}

export const listExtensionFor = (resource: string): ListExtension | undefined => extensions.get(resource);

/** Whether `filter[name]` is one a feature added to this resource's list. */
export const isExtraFilter = (resource: string, name: string): boolean =>
  extensions.get(resource)?.filters?.keys.test(name) ?? false;
