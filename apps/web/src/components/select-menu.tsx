import type { MenuProps } from '@mui/material/Menu';
import type { MenuItemProps } from '@mui/material/MenuItem';
import { lazy, Suspense, useEffect, useState } from 'react';

type MenuModule = typeof import('@mui/material/Menu');
type MenuItemModule = typeof import('@mui/material/MenuItem');

// the menu and the items it is usually given come together
let loading: Promise<[MenuModule, MenuItemModule]> | undefined;
let loadedItem: MenuItemModule['default'] | undefined;
const load = () => {
  loading ??= Promise.all([import('@mui/material/Menu'), import('@mui/material/MenuItem')]).then((modules) => {
    loadedItem = modules[1].default;
    return modules;
  });
  return loading;
};
const Menu = lazy(() => load().then(([menu]) => menu));
const LazyMenuItem = lazy(() => load().then(([, item]) => item));

/**
 * The menu every MUI Select opens its options in (the build hands it to Select in place of MUI's
 * own, build/lazy-select-menu.ts): MUI's Menu, fetched when the pointer or the focus first comes
 * to a select and mounted on its first opening, so no screen downloads it to draw a closed select.
 */
export default function SelectMenu(props: MenuProps) {
  const { anchorEl, open } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // a closed select hands its field as the anchor already
  useEffect(() => {
    if (opened || !(anchorEl instanceof HTMLElement)) return;
    const prefetch = () => void load();
    anchorEl.addEventListener('pointerenter', prefetch);
    anchorEl.addEventListener('focusin', prefetch);
    return () => {
      anchorEl.removeEventListener('pointerenter', prefetch);
      anchorEl.removeEventListener('focusin', prefetch);
    };
  }, [anchorEl, opened]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}

/**
 * An option of a select: MUI's MenuItem, whose code (with the keyboard navigation of a menu's
 * items) comes with the menu, since a closed select reads only its value and its text. An open
 * menu is drawn once both are in, so its options are drawn with it: the menu is placed by its
 * full height, as MUI places it, not by an empty list's.
 */
export function SelectOption(props: MenuItemProps) {
  const Item = loadedItem;
  if (Item) return <Item {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyMenuItem {...props} />
    </Suspense>
  );
}
