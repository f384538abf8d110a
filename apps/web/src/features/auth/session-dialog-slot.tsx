import { lazy, Suspense } from 'react';
import { useSessionExpired } from '../../api/session-expiry.ts';

const SessionDialog = lazy(() => import('./session-dialog.tsx').then((m) => ({ default: m.SessionDialog })));

/** The sign-in dialog, downloaded only when a session ends during work. */
export function SessionDialogSlot() {
  return useSessionExpired() ? (
    <Suspense fallback={null}>
      <SessionDialog />
    </Suspense>
  ) : null;
}
