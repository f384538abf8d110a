import { useNavigate } from 'react-router';
import { LoginPage } from './login-page.tsx';

/** /login inside the router: after a sign-out or an expired session. */
export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={async () => {
        await navigate('/dashboard', { replace: true });
      }}
    />
  );
}
