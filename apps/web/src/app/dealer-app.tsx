import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createDealerRouter } from './dealer-router.ts';

/**
 * A dealer's session: the dealer panel's own app (issue 29). It shares the shell and the design
 * system with the staff's, and never downloads a staff screen, the resource registry or the
 * staff's menu, so a phone on a shop floor gets to the catalogue fast.
 */
export function renderDealerApp(root: Root): void {
  root.render(
    <StrictMode>
      <RouterProvider router={createDealerRouter()} />
    </StrictMode>,
  );
}
