import { useNavigate } from 'react-router';
import { getCurrentUser } from '../../api/session.ts';
import { homePath } from '../../lib/home-path.ts';
import { LoginPage } from './login-page.tsx';

/** /login inside the router: after a sign-out or an expired session. */
export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={async () => {
        await navigate(homePath(getCurrentUser()), { replace: true });
      }}
      onRegister={() => void navigate('/register')}
    />
  );
}
