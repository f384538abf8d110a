import { lazy } from 'react';

// A confirmation comes with the click that asks for it: a screen opens without the dialog's code
// (about 5 kB of MUI's Dialog), and one where nobody deletes never fetches it.
const loadConfirmDialog = () => import('./confirm-dialog.tsx');
export const LazyDeleteDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.DeleteDialog })));
export const LazyConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));
