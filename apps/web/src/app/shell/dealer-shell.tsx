import { dealerMenu } from '../menu/dealer-menu.ts';
import { AppShell } from './app-shell.tsx';

/** The dealer panel's shell: the same layout around the dealer group alone. */
export function DealerShell() {
  return <AppShell menu={dealerMenu} />;
}
