import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { ToastSlot } from '../../app/toast-slot.tsx';
import { LoginPage } from './login-page.tsx';

/**
 * A visitor without a token gets the login screen alone, at /login, whatever address was opened:
 * no router, shell or screen is downloaded until the sign-in succeeds.
 */
export function renderGuestApp(root: Root): void {
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
  const onSignedIn = async () => {
    const { renderStaffApp } = await import('../../app/staff-app.tsx');
    window.history.replaceState(null, '', '/dashboard');
    renderStaffApp(root);
  };
  root.render(
    <StrictMode>
      <LoginPage onSignedIn={onSignedIn} />
      <ToastSlot />
    </StrictMode>,
  );
}
