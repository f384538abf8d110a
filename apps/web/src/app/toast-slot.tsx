import { lazy, Suspense } from 'react';
import { useToastHostNeeded } from '../api/notify.ts';

const ToastHost = lazy(() => import('./toast-host.tsx').then((m) => ({ default: m.ToastHost })));

/** The toast container, mounted only once something wants a toast. */
export function ToastSlot() {
  return useToastHostNeeded() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
