import { useNavigate } from 'react-router';
import { RegisterPage } from './register-page.tsx';

/** /register inside the router: a guest after a sign-out, who came to apply. */
export function RegisterRoute() {
  const navigate = useNavigate();
  return <RegisterPage onSignIn={() => void navigate('/login')} />;
}
