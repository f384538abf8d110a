import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadableLazy, preloadLazy } from '../../lib/preloadable-lazy.ts';
import type { WidgetProps } from './widgets/widget-props.ts';

type Widget = LazyExoticComponent<ComponentType<WidgetProps>>;

const widgets = new Map<string, Widget>();
const key = (resource: string, field: string) => `${resource}/${field}`;

/** One named export of a feature module, as a lazy widget: its own chunk, fetched with the form that needs it. */
export const lazyWidget = <K extends string>(
  load: () => Promise<Record<K, ComponentType<WidgetProps>>>,
  name: K,
): Widget => preloadableLazy(() => load().then((m) => m[name]));

/**
 * A field whose kind's widget does not fit (a role's permissions are a matrix, not chips): the app
 * layer registers the feature's widget here, so the engine never imports a feature (DESIGN §3).
 */
export function registerFieldWidget(resource: string, field: string, widget: Widget): void {
  widgets.set(key(resource, field), widget);
}

export const fieldWidgetFor = (resource: string, field: string): Widget | undefined =>
  widgets.get(key(resource, field));

/**
 * Loads the registered widgets of the fields a form shows first, with its screen (the form route
 * awaits it): drawn after a placeholder of another height, they would push the cards below down.
 */
export async function preloadWidgets(resource: string, fields: readonly string[]): Promise<void> {
  await Promise.all(fields.map((field) => preloadLazy(widgets.get(key(resource, field)))));
}
