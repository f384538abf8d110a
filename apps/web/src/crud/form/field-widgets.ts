import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WidgetProps } from './widgets/widget-props.ts';

type Widget = LazyExoticComponent<ComponentType<WidgetProps>>;

const widgets = new Map<string, Widget>();
const key = (resource: string, field: string) => `${resource}/${field}`;

/** One named export of a feature module, as a lazy widget: its own chunk, fetched with the form that needs it. */
export const lazyWidget = <K extends string>(
  load: () => Promise<Record<K, ComponentType<WidgetProps>>>,
  name: K,
): Widget => lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * A field whose kind's widget does not fit (a role's permissions are a matrix, not chips): the app
 * layer registers the feature's widget here, so the engine never imports a feature (DESIGN §3).
 */
export function registerFieldWidget(resource: string, field: string, widget: Widget): void {
  widgets.set(key(resource, field), widget);
}

export const fieldWidgetFor = (resource: string, field: string): Widget | undefined =>
  widgets.get(key(resource, field));
