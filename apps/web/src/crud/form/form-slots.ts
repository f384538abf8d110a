import { type ComponentType, createContext, type LazyExoticComponent, lazy, useContext } from 'react';
import type { Control } from 'react-hook-form';
import type { FormValues } from './form-values.ts';

/**
 * What a feature adds to a resource's generic form (DESIGN §3: beside the generic part, never a
 * copy): a panel at the end of a tab, and a column and an action on each row of a `children`
 * table. Each piece is its own chunk, fetched only when that form is shown. The app layer wires
 * features in; the engine never imports one.
 */

/** The record the form shows (none while creating) and whether it holds unsaved changes. */
export interface FormRecord {
  id: number | undefined;
  dirty: boolean;
}

export const FormRecordContext = createContext<FormRecord>({ id: undefined, dirty: false });
export const useFormRecord = (): FormRecord => useContext(FormRecordContext);

export interface TabPanelProps {
  resource: string;
  recordId: number | undefined;
}

export interface ChildRowProps {
  resource: string;
  /** The `children` field; the row's values are at `${field}.${index}`. */
  field: string;
  index: number;
  control: Control<FormValues>;
}

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

export interface ChildRowExtension {
  /** A read-only column after the row's own fields: its heading (an i18n key) and its cell. */
  column?: { labelKey: string; Cell: Lazy<ChildRowProps> };
  /** A button among the row's actions. */
  Action?: Lazy<ChildRowProps>;
}

/** One named export of a feature module, as a lazy component. */
export const lazyComponent = <P, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Lazy<P> => lazy(() => load().then((m) => ({ default: m[name] })));

const tabPanels = new Map<string, Lazy<TabPanelProps>>();
const rowExtensions = new Map<string, ChildRowExtension>();

export function registerTabPanel(resource: string, tab: string, panel: Lazy<TabPanelProps>): void {
  tabPanels.set(`${resource}.${tab}`, panel);
}

export function registerChildRowExtension(resource: string, field: string, extension: ChildRowExtension): void {
  rowExtensions.set(`${resource}.${field}`, extension);
}

export const tabPanelFor = (resource: string, tab: string) => tabPanels.get(`${resource}.${tab}`);
export const childRowExtensionFor = (resource: string, field: string) => rowExtensions.get(`${resource}.${field}`);
