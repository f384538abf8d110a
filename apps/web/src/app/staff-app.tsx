import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router.tsx';
// features register their list and form extensions before any screen renders
import './form-extensions.ts';
import './form-slots.ts';
import './list-extensions.ts';

/** Everything behind sign-in: the router with the shell and every screen of SPEC §2. */
export function renderStaffApp(root: Root): void {
  root.render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}
