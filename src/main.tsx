import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { isTrustedDevice } from './firebase/deviceTrust';
// The read counter is there from the first page (tests reset it before signing in), though
// Firestore loads only with the signed-in code.
import './firebase/readCounter';
import { registerAppShellCache } from './shared/offline/serviceWorker';

// Built apps on a trusted device cache their shell, so a reload works without connection.
if (import.meta.env.PROD && isTrustedDevice()) registerAppShellCache();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
