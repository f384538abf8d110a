import { staffMenu } from '../menu/menu-visibility.ts';
import { AppShell } from './app-shell.tsx';

/** The staff's shell: the whole menu of SPEC §2. */
export function StaffShell() {
  // staff start imports, exports and migrations: the top bar shows those running
  return <AppShell menu={staffMenu} jobs />;
}
