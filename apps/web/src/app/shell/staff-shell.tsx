import { staffMenu } from '../menu/menu-visibility.ts';
import { AppShell } from './app-shell.tsx';

/** The staff's shell: the whole menu of SPEC §2. */
export function StaffShell() {
  return <AppShell menu={staffMenu} />;
}
