import { createContext, useContext } from 'react';
import type { ShellMenu } from '../menu/menu-builder.ts';

const noMarks = () => false;

/** The menu the shell draws, for the links deep inside it (the "soon" mark is the staff's alone). */
export const ShellMenuContext = createContext<Required<Pick<ShellMenu, 'useUnbuilt'>>>({ useUnbuilt: noMarks });

export const useShellMenu = () => useContext(ShellMenuContext);

export const shellMenuValue = (menu: ShellMenu) => ({ useUnbuilt: menu.useUnbuilt ?? noMarks });
