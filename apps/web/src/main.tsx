import './index.css';
import { createRoot } from 'react-dom/client';
import { getToken } from './api/token.ts';
import { loadShell } from './app/shell-loader.ts';
import { initI18n, warmFormatters } from './i18n/i18n.ts';

// Sign-in is decided before anything else loads: a guest gets the login screen and nothing more;
// with a token, the router and the shell are fetched side by side (the shell's strings need
// i18next started, which takes no network for Ukrainian).
const staffApp = getToken() ? import('./app/staff-app.tsx') : undefined;
// and staff never download the login screen: a guest's is fetched while i18next starts
const guestApp = staffApp ? undefined : import('./features/auth/guest-app.tsx');
await initI18n();
if (staffApp) {
  void loadShell();
  warmFormatters();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = createRoot(container);

if (staffApp) (await staffApp).renderStaffApp(root);
else (await guestApp)?.renderGuestApp(root);
