/** SPEC §9 constants of the shell. */
export const sidebarWidth = 256;
export const railWidth = 72;
export const mobileMediaQuery = '(max-width:1024px)';
export const drawerStorageKey = 'drawer';
export const collapsedGroupsStorageKey = 'drawer-groups';
