import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { getCurrentUser } from '../../api/session.ts';
import { ToastSlot } from '../../app/toast-slot.tsx';
import { homePath } from '../../lib/home-path.ts';
import { LoginPage } from './login-page.tsx';

// a dealer's application is opened by few: its code comes with the click
const RegisterPage = lazy(() => import('./register-page.tsx').then((m) => ({ default: m.RegisterPage })));

type GuestPath = '/login' | '/register';
const guestPath = (): GuestPath => (window.location.pathname === '/register' ? '/register' : '/login');

/** Sign-in and the dealer's application, switched by the address without a router. */
function GuestScreens({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [path, setPath] = useState<GuestPath>(guestPath);
  useEffect(() => {
    const follow = () => setPath(guestPath());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const go = (next: GuestPath) => {
    window.history.pushState(null, '', next);
    window.scrollTo(0, 0);
    setPath(next);
  };
  if (path === '/register') {
    return (
      <Suspense fallback={null}>
        <RegisterPage onSignIn={() => go('/login')} />
      </Suspense>
    );
  }
  return <LoginPage onSignedIn={onSignedIn} onRegister={() => go('/register')} />;
}

/**
 * A visitor without a token gets the login screen alone, at /login, whatever address was opened
 * (or the dealer's application at /register): no router, shell or screen is downloaded until the
 * sign-in succeeds.
 */
export function renderGuestApp(root: Root): void {
  if (window.location.pathname !== guestPath()) window.history.replaceState(null, '', '/login');
  const onSignedIn = async () => {
    const user = getCurrentUser();
    window.history.replaceState(null, '', homePath(user));
    // a dealer's people get the dealer panel's own app, staff theirs
    if (user?.dealer) (await import('../../app/dealer-app.tsx')).renderDealerApp(root);
    else (await import('../../app/staff-app.tsx')).renderStaffApp(root);
  };
  root.render(
    <StrictMode>
      <GuestScreens onSignedIn={onSignedIn} />
      <ToastSlot />
    </StrictMode>,
  );
}
