import './index.css';
import { createRoot } from 'react-dom/client';
import { getSessionKind, getToken } from './api/token.ts';
import { loadDealerShell } from './app/dealer-shell-loader.ts';
import { loadShell } from './app/shell-loader.ts';
import { initI18n, warmFormatters } from './i18n/i18n.ts';

// Sign-in is decided before anything else loads: a guest gets the login screen and nothing more;
// with a token, the router and the shell are fetched side by side (the shell's strings need
// i18next started, which takes no network for Ukrainian). A dealer's session gets the dealer
// panel's own app, which never downloads the staff's screens.
const signedIn = getToken() !== null;
const dealer = signedIn && getSessionKind() === 'dealer';
const dealerApp = dealer ? import('./app/dealer-app.tsx') : undefined;
const staffApp = signedIn && !dealer ? import('./app/staff-app.tsx') : undefined;
// and signed-in people never download the login screen: a guest's is fetched while i18next starts
const guestApp = signedIn ? undefined : import('./features/auth/guest-app.tsx');
await initI18n();
if (signedIn) {
  void (dealer ? loadDealerShell() : loadShell());
  warmFormatters();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = createRoot(container);

if (dealerApp) (await dealerApp).renderDealerApp(root);
else if (staffApp) (await staffApp).renderStaffApp(root);
else (await guestApp)?.renderGuestApp(root);
